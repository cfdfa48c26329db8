import Foundation
import SwiftUI

// Built by the implicit initializer from constants: an equal value at every evaluation.
struct Analytics {
    var isEnabled = true
    var sampleRate = 0.25
    var endpoint: String?
    var options = Options()

    struct Options {
        var batchSize = 20
        var flushesOnExit = false
    }
}

enum Level {
    case low, high
}

struct Limits {
    let level: Level = .low
    var maximum = 10
}

// Not so: a class (each evaluation a new object), a default that differs each time, an
// explicit initializer.
final class Tracker {
    var count = 0
}

struct Session {
    var started = Date()
}

struct Counter {
    var value = 0

    init() {
        value = 1
    }
}

private struct TrackerKey: EnvironmentKey {
    static let defaultValue = Tracker()
}

private struct SessionKey: EnvironmentKey {
    static let defaultValue = Session()
}

private struct CounterKey: EnvironmentKey {
    static let defaultValue = Counter()
}

extension EnvironmentValues {
    @Entry var analytics: Analytics = Analytics()
    @Entry var limits: Limits = .init(maximum: 20)
    var tracker: Tracker {
        get { self[TrackerKey.self] }
        set { self[TrackerKey.self] = newValue }
    }
    var session: Session {
        get { self[SessionKey.self] }
        set { self[SessionKey.self] = newValue }
    }
    var counter: Counter {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}
