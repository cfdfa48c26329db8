import Combine
import SwiftUI

final class Job: ObservableObject {
    @Published var progress = 0.0
}

/// The child reached through `self.`, and a closure capturing `self` strongly: the forwarding
/// goes when both migrate (Observation tracks reads through `job`).
final class ActiveJob: ObservableObject {
    let job: Job
    @Published var output = ""
    private var bag = Set<AnyCancellable>()

    init(job: Job) {
        self.job = job
        self.job.objectWillChange.sink { _ in
            self.objectWillChange.send()
        }.store(in: &bag)
    }
}
