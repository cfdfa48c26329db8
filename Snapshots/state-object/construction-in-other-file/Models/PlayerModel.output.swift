import Combine
import Foundation
import Observation

@Observable final class PlayerModel {
    var position: TimeInterval = 0
    @ObservationIgnored private var ticks: AnyCancellable?

    init(trackID: Int) {
        ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }
    }
}
