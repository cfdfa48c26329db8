//
//  SyncStatusView.swift
//  Bookshelf
//

import SwiftUI

struct SyncStatusView: View {
    @ObservedObject var monitor: SyncMonitor

    private let timer = Timer.publish(every: 30, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if monitor.pendingChanges == 0 {
                Label("Everything is synced", systemImage: "checkmark.icloud")
            } else {
                Label("\(monitor.pendingChanges) changes waiting", systemImage: "icloud.and.arrow.up")
            }

            if let lastSyncedAt = monitor.lastSyncedAt {
                Text("Last synced \(lastSyncedAt, style: .relative) ago")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }

            if let message = monitor.lastError {
                Text(message)
                    .font(.caption)
                    .foregroundColor(.red)
            }

            Button("Sync now", action: monitor.refresh)
        }
        .onReceive(timer) { _ in
            monitor.refresh()
        }
    }
}

struct SyncStatusView_Previews: PreviewProvider {
    static var previews: some View {
        SyncStatusView(monitor: SyncMonitor())
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
