// snapshot: isolated
import Combine
import Observation

@globalActor actor StoreActor {
    static let shared = StoreActor()
}

/// A `@MainActor` class: the `sink` closure each `assign` becomes is `@MainActor` too, and in
/// the Swift 6 language mode traps if the publisher delivers off the main actor: a caution at
/// each converted statement.
@MainActor
@Observable
final class Inbox {
    var unread = 0
    /// The subscriptions `assign(to: &$unread)` kept before the migration to Observation.
    @ObservationIgnored private var unreadAssignments = Set<AnyCancellable>()

    init(counts: AnyPublisher<Int, Never>) {
        counts.sink { [weak self] in self?.unread = $0 }.store(in: &unreadAssignments)
    }

    func watch(_ counts: AnyPublisher<Int, Never>) {
        counts.sink { [weak self] in self?.unread = $0 }.store(in: &unreadAssignments)
    }
}

/// A project global actor, and a subclass inheriting a superclass's isolation.
@StoreActor
@Observable
class Ledger {
    var total = 0
    /// The subscriptions `assign(to: &$total)` kept before the migration to Observation.
    @ObservationIgnored private var totalAssignments = Set<AnyCancellable>()

    init(totals: AnyPublisher<Int, Never>) {
        totals.sink { [weak self] in self?.total = $0 }.store(in: &totalAssignments)
    }
}

@Observable final class Journal: Ledger {
    var lines = 0
    /// The subscriptions `assign(to: &$lines)` kept before the migration to Observation.
    @ObservationIgnored private var linesAssignments = Set<AnyCancellable>()

    init(lines: AnyPublisher<Int, Never>, totals: AnyPublisher<Int, Never>) {
        super.init(totals: totals)
        lines.sink { [weak self] in self?.lines = $0 }.store(in: &linesAssignments)
    }
}

/// Not isolated, but a `@MainActor` method: its closure is `@MainActor`. Another method is not.
@Observable final class Clock {
    var tick = 0
    /// The subscriptions `assign(to: &$tick)` kept before the migration to Observation.
    @ObservationIgnored private var tickAssignments = Set<AnyCancellable>()

    @MainActor func start(_ ticks: AnyPublisher<Int, Never>) {
        ticks.sink { [weak self] in self?.tick = $0 }.store(in: &tickAssignments)
    }

    func resume(_ ticks: AnyPublisher<Int, Never>) {
        ticks.sink { [weak self] in self?.tick = $0 }.store(in: &tickAssignments)
    }
}
