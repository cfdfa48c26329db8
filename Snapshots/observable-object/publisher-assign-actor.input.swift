// snapshot: isolated
import Combine

@globalActor actor StoreActor {
    static let shared = StoreActor()
}

/// A `@MainActor` class: the `sink` closure each `assign` becomes is `@MainActor` too, and in
/// the Swift 6 language mode traps if the publisher delivers off the main actor: a caution at
/// each converted statement.
@MainActor
final class Inbox: ObservableObject {
    @Published var unread = 0

    init(counts: AnyPublisher<Int, Never>) {
        counts.assign(to: &$unread)
    }

    func watch(_ counts: AnyPublisher<Int, Never>) {
        counts.assign(to: &self.$unread)
    }
}

/// A project global actor, and a subclass inheriting a superclass's isolation.
@StoreActor
class Ledger: ObservableObject {
    @Published var total = 0

    init(totals: AnyPublisher<Int, Never>) {
        totals.assign(to: &$total)
    }
}

final class Journal: Ledger {
    @Published var lines = 0

    init(lines: AnyPublisher<Int, Never>, totals: AnyPublisher<Int, Never>) {
        super.init(totals: totals)
        lines.assign(to: &$lines)
    }
}

/// Not isolated, but a `@MainActor` method: its closure is `@MainActor`. Another method is not.
final class Clock: ObservableObject {
    @Published var tick = 0

    @MainActor func start(_ ticks: AnyPublisher<Int, Never>) {
        ticks.assign(to: &$tick)
    }

    func resume(_ ticks: AnyPublisher<Int, Never>) {
        ticks.assign(to: &$tick)
    }
}
