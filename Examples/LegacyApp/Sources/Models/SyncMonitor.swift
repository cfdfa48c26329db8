//
//  SyncMonitor.swift
//  Bookshelf
//
//  Tracks unsynced local changes. `pendingChanges` is deliberately not @Published: it is
//  bumped in bursts, and we announce the change ourselves with objectWillChange.send(), once
//  per burst: a send not tied to one change keeps it an ObservableObject (no automatic
//  migration), while the send right before the assignments in `refresh()` alone would go.
//

import Foundation
import Combine

final class SyncMonitor: ObservableObject {
    private(set) var pendingChanges = 0
    @Published var lastSyncedAt: Date?
    @Published var lastError: String?

    func recordChanges(_ count: Int) {
        pendingChanges += count
        // Redraw once per burst of ten changes, not on every one.
        if pendingChanges % 10 == 0 {
            objectWillChange.send()
        }
    }

    func refresh() {
        guard pendingChanges > 0 else { return }
        objectWillChange.send()
        pendingChanges = 0
        lastSyncedAt = Date()
    }
}
