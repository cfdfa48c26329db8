// snapshot: isolated
import Combine
import Observation

/// A `@MainActor` class whose `assign` becomes a `sink` with a `@MainActor` closure. Built in
/// the Swift 5 language mode (the runtime snapshot test), both forms take a value sent from a
/// background thread alike; in the Swift 6 mode the sink's closure checks its isolation and
/// traps there, where `assign` only wrote (AssignSinkIsolationRuntimeTests).
@MainActor
@Observable
final class Inbox {
    var unread = 0
    /// The subscriptions `assign(to: &$unread)` kept before the migration to Observation.
    @ObservationIgnored private var unreadAssignments = Set<AnyCancellable>()

    init(counts: AnyPublisher<Int, Never>) {
        counts.sink { [weak self] in self?.unread = $0 }.store(in: &unreadAssignments)
    }
}
