import SwiftUI

final class SyncMonitor: ObservableObject {
    var lastSync: Date?

    func markSynced() {
        objectWillChange.send()
        print("syncing")
        if lastSync == nil { lastSync = Date() }
    }
}

struct SyncStatus: View {
    @ObservedObject var monitor: SyncMonitor

    var body: some View {
        Text(monitor.lastSync == nil ? "Never synced" : "Synced")
    }
}
