import Combine
import SwiftUI

enum Outcome { case failed, finished }

/// A send right before an `if` or `switch` whose branches only assign stored properties: the
/// send goes, the assigned properties are observed.
@Observable final class Loader {
    var status = "idle"
    var attempts = 0
    var cached = false

    func finish(_ outcome: Outcome) {
        switch outcome {
        case .failed:
            status = "failed"
            attempts += 1
        default:
            break
        }
    }

    func reset(hard: Bool) {
        if hard {
            status = "idle"
        } else if attempts > 3 {
            attempts = 0
        } else {
            cached = false
        }
    }
}

/// Local declarations between the send and the assignments: the send goes; a local that
/// shadows the assigned name keeps the class (the write is the local's).
@Observable final class Download {
    var progress = 0.0
    var label = ""

    func update(written: Int, total: Int) {
        let fraction = Double(written) / Double(total)
        progress = fraction
        label = "\(Int(fraction * 100))%"
    }
}

final class Upload: ObservableObject {
    var progress = 0.0

    func update(written: Int, total: Int) {
        objectWillChange.send()
        var progress = Double(written)
        progress = progress / Double(total)
        print(progress)
    }
}

/// A branch that calls a function, or a condition that calls one: the class stays.
final class Poller: ObservableObject {
    var status = "idle"

    func poll(_ outcome: Outcome) {
        objectWillChange.send()
        switch outcome {
        case .failed:
            status = "failed"
            print("failed")
        case .finished:
            status = "done"
        }
    }

    func check() {
        objectWillChange.send()
        if isReady() { status = "ready" }
    }

    func isReady() -> Bool { true }
}
