// snapshot: isolated
import Combine

/// Observers: `assign(to:)` writes the storage and does not run them, a `sink` setting the
/// property would: the class stays.
final class Meter: ObservableObject {
    @Published var level = 0 {
        didSet { print("level \(level)") }
    }

    init(levels: AnyPublisher<Int, Never>) {
        levels.assign(to: &$level)
    }
}

/// Inside a closure, `self` may be captured otherwise: not read as the class's own statement.
final class Greeter: ObservableObject {
    @Published var name = ""

    func start(_ names: AnyPublisher<String, Never>) {
        let run = { names.assign(to: &self.$name) }
        run()
    }
}

/// Another object's `$value` passed inout: no set of this class can keep that subscription.
final class Target: ObservableObject {
    @Published var value = 0
}

final class Feeder {
    func feed(_ target: Target, _ values: AnyPublisher<Int, Never>) {
        values.assign(to: &target.$value)
    }
}
