import Observation
import Foundation

@Observable final class StopwatchModel {
    var elapsed: TimeInterval = 0
    var laps: [TimeInterval] = []
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
