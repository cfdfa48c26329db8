import Combine
import SwiftUI

enum Outcome { case failed, finished }

/// A send right before an `if` or `switch` whose branches only assign stored properties: the
/// send goes, the assigned properties are observed.
final class Loader: ObservableObject {
    var status = "idle"
    var attempts = 0
    var cached = false

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
        } else if attempts > 3 {
            attempts = 0
        } else {
            cached = false
        }
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
