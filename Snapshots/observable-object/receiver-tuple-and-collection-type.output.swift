import Combine
import SwiftUI

@Observable final class GroupStore {
    var groups: [String] = []
}

@Observable final class WorkGroupPublisher {
    var groups: [String] = [] {
        willSet { groupsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var groupsSubject = CurrentValueSubject<[String], Never>(groups)
    /// What `$groups` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var groupsPublisher: AnyPublisher<[String], Never> = groupsSubject.eraseToAnyPublisher()
}

@Observable final class Channel {
    var isConnected = false {
        willSet { isConnectedSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var isConnectedSubject = CurrentValueSubject<Bool, Never>(isConnected)
    /// What `$isConnected` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var isConnectedPublisher: AnyPublisher<Bool, Never> = isConnectedSubject.eraseToAnyPublisher()
}

/// `ctx.publisher` is the labelled element of the tuple `context()` returns: a
/// `WorkGroupPublisher`, so its `$groups` holds that class, not `GroupStore`.
final class TriggerController {
    private var cancellables = Set<AnyCancellable>()

    func context() -> (name: String, publisher: WorkGroupPublisher) {
        (name: "test", publisher: WorkGroupPublisher())
    }

    func subscribe() {
        let ctx = context()
        ctx.publisher.groupsPublisher.sink { print($0) }.store(in: &cancellables)
    }
}

/// `[ID: Channel]()` is a dictionary of channels: `peers[id]` is a `Channel`.
final class PeerManager {
    private var peers = [Int: Channel]()
    private var cancellables = Set<AnyCancellable>()

    func watch(_ id: Int) {
        guard let channel = peers[id] else { return }
        channel.isConnectedPublisher.sink { print($0) }.store(in: &cancellables)
    }
}

struct GroupList: View {
    let store: GroupStore

    var body: some View {
        List(store.groups, id: \.self) { Text($0) }
    }
}
