// snapshot: isolated
import Combine
import Foundation
import Synchronization

final class SyncStatus: ObservableObject {
    @Published var lastSync: Date?
    private var subscription: AnyCancellable?
}
