// snapshot: isolated
import Combine
import Foundation

final class Stopwatch: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var isRunning = false
}
