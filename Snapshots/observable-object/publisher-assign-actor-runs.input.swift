// snapshot: isolated
import Combine

/// A `@MainActor` class whose `assign` becomes a `sink` with a `@MainActor` closure. Built in
/// the Swift 5 language mode (the runtime snapshot test), both forms take a value sent from a
/// background thread alike; in the Swift 6 mode the sink's closure checks its isolation and
/// traps there, where `assign` only wrote (AssignSinkIsolationRuntimeTests).
@MainActor
final class Inbox: ObservableObject {
    @Published var unread = 0

    init(counts: AnyPublisher<Int, Never>) {
        counts.assign(to: &$unread)
    }
}
