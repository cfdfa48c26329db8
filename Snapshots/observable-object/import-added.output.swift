// snapshot: isolated
import Combine
import Foundation
import Observation
import Synchronization

@Observable final class SyncStatus {
    var lastSync: Date?
    @ObservationIgnored private var subscription: AnyCancellable?
}
