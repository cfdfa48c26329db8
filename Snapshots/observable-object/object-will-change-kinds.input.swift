import Combine
import SwiftUI

/// A send in a closure subscribed to another publisher.
final class Ticker: ObservableObject {
    var count = 0
    private var bag = Set<AnyCancellable>()

    init(source: PassthroughSubject<Int, Never>) {
        source.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
    }
}

/// A send in a closure dispatched later.
final class Scheduler: ObservableObject {
    var count = 0

    func later() {
        DispatchQueue.main.async { self.objectWillChange.send() }
    }
}

/// A send inside an `if` that writes nothing first, and one where nothing changes.
final class Canvas: ObservableObject {
    var strokes: [Int] = []

    func redraw(force: Bool) {
        if force {
            objectWillChange.send()
        }
    }

    func refresh() {
        objectWillChange.send()
    }
}

/// A send in a property observer, and a subscription inside the class.
final class Preferences: ObservableObject {
    var muted = false {
        didSet { objectWillChange.send() }
    }
    private var bag = Set<AnyCancellable>()

    init() {
        objectWillChange.sink { print("changing") }.store(in: &bag)
    }
}

/// Subscribed to outside the class.
final class Document: ObservableObject {
    @Published var text = ""
}

final class AutoSaver {
    let document = Document()
    var bag = Set<AnyCancellable>()

    func start() {
        document.objectWillChange.sink { print("saving") }.store(in: &bag)
    }
}

/// Sent from outside the class.
final class Counter: ObservableObject {
    var value = 0
}

struct CounterView: View {
    let counter: Counter

    var body: some View {
        Button("Bump") {
            counter.value += 1
            counter.objectWillChange.send()
        }
    }
}
