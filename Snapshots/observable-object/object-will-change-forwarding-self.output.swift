import Combine
import SwiftUI

@Observable final class Job {
    var progress = 0.0
}

/// The child reached through `self.`, and a closure capturing `self` strongly: the forwarding
/// goes when both migrate (Observation tracks reads through `job`).
@Observable final class ActiveJob {
    let job: Job
    var output = ""
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init(job: Job) {
        self.job = job
    }
}
