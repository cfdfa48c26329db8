// snapshot: isolated
import Observation

/// What the properties' observers did, in order (printed by storage-initialization.main.swift).
var events: [String] = []

@Observable final class Thermostat {
    var target: Double { didSet { events.append("target.didSet") } }
    private(set) var unit: String
    var history: [Double] = []
    let id: Int

    init(target: Double, unit: String = "°C") {
        // The storage set up before every stored property has a value.
        _target = target
        self._unit = unit
        id = 1
    }

    convenience init(readings: [Double]) {
        self.init(target: readings.last ?? 20)
        _history = readings
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
        _history = [fahrenheit]
    }
}
