// snapshot: isolated
import Combine

enum Outcome { case failed, finished }

/// Sends right before a `switch` and an `if` whose branches only assign stored properties: the
/// sends go, and Observation sees each assigned property change.
final class Loader: ObservableObject {
    var status = "idle"
    var attempts = 0

    func finish(_ outcome: Outcome) {
        objectWillChange.send()
        switch outcome {
        case .failed:
            status = "failed"
            attempts += 1
        default:
            break
        }
    }

    func reset(hard: Bool) {
        objectWillChange.send()
        if hard {
            status = "idle"
        } else {
            attempts = 0
        }
    }
}
