import Combine
import SwiftUI

/// Sends in willSet, and right before assignments: Observation takes them over.
final class Counter: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var total = 0 {
        willSet { objectWillChange.send() }
    }
    var step = 1 {
        willSet {
            objectWillChange.send()
        }
        didSet { print("step", step) }
    }
    var label = "" { willSet { objectWillChange.send(); print(newValue) } }
    private var history: [Int] = []
    private var cache: [Int] = []

    func reset() {
        self.objectWillChange.send()
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
    @StateObject private var counter = Counter()

    var body: some View {
        Button("\(counter.total)") { counter.reset() }
    }
}

/// A computed property backed by a store: the macro's access and withMutation take over.
final class Preferences: ObservableObject {
    private let defaults = UserDefaults.standard

    var username: String {
        get { defaults.string(forKey: "username") ?? "" }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "username")
        }
    }

    var volume: Double {
        get {
            let stored = defaults.double(forKey: "volume")
            return stored == 0 ? 0.5 : stored
        }
        set {
            objectWillChange.send()
            guard newValue >= 0 else { return }
            defaults.set(newValue, forKey: "volume")
        }
    }
}
