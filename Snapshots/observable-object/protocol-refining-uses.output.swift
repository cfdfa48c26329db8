import SwiftUI

/// A screen's store.
protocol ViewStore: AnyObject, Observable, Identifiable where ID == String {
    var title: String { get }
}

protocol RefreshableStore: ViewStore {
    func refresh()
}

@Observable final class InboxStore: RefreshableStore {
    var title = "Inbox"
    let id = "inbox"

    func refresh() { title = "Inbox (new)" }
}

@Observable final class ArchiveStore: ViewStore {
    var title = "Archive"
    let id = "archive"
}

func describe(_ store: some ViewStore) -> String { store.title }
func describeAll(_ stores: [any ViewStore]) -> [String] { stores.map(\.title) }
func firstTitle<S: ViewStore>(_ stores: [S]) -> String? { stores.first?.title }

struct InboxScreen: View {
    @State private var inbox = InboxStore()
    @Environment(ArchiveStore.self) var archive

    var body: some View {
        Text(describe(inbox) + describe(archive))
    }
}
