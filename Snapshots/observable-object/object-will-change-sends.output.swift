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
