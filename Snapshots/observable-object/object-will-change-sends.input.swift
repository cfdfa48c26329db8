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
