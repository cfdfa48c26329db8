// snapshot: isolated
import Observation
import Foundation

@Observable final class Clock {
    var now = Date()
    @ObservationIgnored private var ticks = 0
}
