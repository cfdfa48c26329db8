import Combine
import Foundation

final class StopwatchModel: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var laps: [TimeInterval] = []
    let startedAt: Date

    init(startedAt: Date = Date()) {
        self.startedAt = startedAt
    }

    convenience init(restoring laps: [TimeInterval]) {
        self.init()
        self.laps = laps
        restore()
    }

    func restore() {
        elapsed = laps.reduce(0, +)
    }
}
