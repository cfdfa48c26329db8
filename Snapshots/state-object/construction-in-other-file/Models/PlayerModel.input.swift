import Combine
import Foundation

final class PlayerModel: ObservableObject {
    @Published var position: TimeInterval = 0
    private var ticks: AnyCancellable?

    init(trackID: Int) {
        ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }
    }
}
