//
//  SyncMonitor.swift
//  Bookshelf
//
//  Tracks unsynced local changes. `pendingChanges` is deliberately not @Published: it is
//  bumped in bursts, and we announce the change ourselves with objectWillChange.send() right
//  before assigning it: the observable-object migration removes the sends and observes it.
//

import Foundation
import Combine

final class SyncMonitor: ObservableObject {
    private(set) var pendingChanges = 0
    @Published var lastSyncedAt: Date?
    @Published var lastError: String?

    func recordChanges(_ count: Int) {
        objectWillChange.send()
        pendingChanges += count
    }

    func refresh() {
        guard pendingChanges > 0 else { return }
        objectWillChange.send()
        pendingChanges = 0
        lastSyncedAt = Date()
    }
}
