// snapshot: isolated
import Combine
import SwiftUI

final class Thermostat: ObservableObject {
    @Published var target: Double

    init(target: Double) {
        _target = Published(initialValue: target)
    }

    func reset() {
        // A new wrapper after init: its subscribers are cut off, which Observation cannot do.
        _target = Published(initialValue: 20)
    }
}

final class Schedule: ObservableObject {
    @Published var slots: [Int] = []
    var reload: () -> Void = {}

    init() {
        // Run later, from a closure: not the storage set up by the initializer.
        reload = { [unowned self] in self._slots = .init(initialValue: [1]) }
    }
}

final class Dial: ObservableObject {
    @Published var angle = 0.0

    init(angle: Double) {
        // A comment inside the call would be lost with it.
        _angle = Published(initialValue: /* degrees */ angle)
    }
}

final class Log: ObservableObject {
    @Published var lines: [String] = []
    private var bag = Set<AnyCancellable>()

    init() {
        $lines.sink { print($0) }.store(in: &bag)
    }

    convenience init(seed: [String]) {
        self.init()
        // After a subscription: a bridge's subject would not see this value.
        _lines = Published(initialValue: seed)
    }
}
