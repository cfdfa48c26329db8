// snapshot: isolated
import Combine

/// What the properties' observers did, in order (printed by storage-initialization.main.swift).
var events: [String] = []

final class Thermostat: ObservableObject {
    @Published var target: Double { didSet { events.append("target.didSet") } }
    @Published private(set) var unit: String
    @Published var history: [Double] = []
    let id: Int

    init(target: Double, unit: String = "°C") {
        // The storage set up before every stored property has a value.
        _target = Published(initialValue: target)
        self._unit = .init(wrappedValue: unit)
        id = 1
    }

    convenience init(readings: [Double]) {
        self.init(target: readings.last ?? 20)
        _history = Published<[Double]>(initialValue: readings)
    }

    func raise() {
        // A local named like the storage is not the storage.
        var _target = target
        _target += 1
        target = _target
    }
}

extension Thermostat {
    convenience init(fahrenheit: Double) {
        self.init(target: (fahrenheit - 32) * 5 / 9, unit: "°F")
        _history = .init(initialValue: [fahrenheit])
    }
}
