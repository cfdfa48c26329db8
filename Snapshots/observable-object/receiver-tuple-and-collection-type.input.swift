import Combine
import SwiftUI

final class GroupStore: ObservableObject {
    @Published var groups: [String] = []
}

final class WorkGroupPublisher: ObservableObject {
    @Published var groups: [String] = []
}

final class Channel: ObservableObject {
    @Published var isConnected = false
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
        ctx.publisher.$groups.sink { print($0) }.store(in: &cancellables)
    }
}

/// `[ID: Channel]()` is a dictionary of channels: `peers[id]` is a `Channel`.
final class PeerManager {
    private var peers = [Int: Channel]()
    private var cancellables = Set<AnyCancellable>()

    func watch(_ id: Int) {
        guard let channel = peers[id] else { return }
        channel.$isConnected.sink { print($0) }.store(in: &cancellables)
    }
}

struct GroupList: View {
    @ObservedObject var store: GroupStore

    var body: some View {
        List(store.groups, id: \.self) { Text($0) }
    }
}
