// snapshot: isolated
import Observation
import Foundation

@Observable final class Stopwatch {
    var elapsed: TimeInterval = 0
    var isRunning = false
}
