import Combine
import SwiftUI

/// Sends in willSet, and right before assignments: Observation takes them over.
@Observable final class Counter {
    var total = 0
    var step = 1 {
        didSet { print("step", step) }
    }
    var label = "" { willSet { print(newValue) } }
    private var history: [Int] = []
    @ObservationIgnored private var cache: [Int] = []

    func reset() {
        self.total = 0
        history = []
    }
}

/// Sends not tied to an assignment to a stored property: the class stays.
final class Ticker: ObservableObject {
    private var ticks = 0
    private var log: [Int] = []

    func record() {
        objectWillChange.send()
        log.append(ticks)
    }

    func tick() {
        ticks += 1
        if ticks % 10 == 0 {
            objectWillChange.send()
        }
    }
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Button("\(counter.total)") { counter.reset() }
    }
}

/// A computed property backed by a store: the macro's access and withMutation take over.
@Observable final class Preferences {
    private let defaults = UserDefaults.standard

    var username: String {
        get {
            access(keyPath: \.username)
            return defaults.string(forKey: "username") ?? ""
        }
        set {
            withMutation(keyPath: \.username) {
                defaults.set(newValue, forKey: "username")
            }
        }
    }

    var volume: Double {
        get {
            access(keyPath: \.volume)
            let stored = defaults.double(forKey: "volume")
            return stored == 0 ? 0.5 : stored
        }
        set {
            withMutation(keyPath: \.volume) {
                guard newValue >= 0 else { return }
                defaults.set(newValue, forKey: "volume")
            }
        }
    }
}
