import SwiftUI

/// A screen's store.
protocol ViewStore: ObservableObject, Identifiable where ID == String {
    var title: String { get }
}

protocol RefreshableStore: ViewStore {
    func refresh()
}

final class InboxStore: RefreshableStore {
    @Published var title = "Inbox"
    let id = "inbox"

    func refresh() { title = "Inbox (new)" }
}

final class ArchiveStore: ViewStore {
    @Published var title = "Archive"
    let id = "archive"
}

func describe(_ store: some ViewStore) -> String { store.title }
func describeAll(_ stores: [any ViewStore]) -> [String] { stores.map(\.title) }
func firstTitle<S: ViewStore>(_ stores: [S]) -> String? { stores.first?.title }

struct InboxScreen: View {
    @StateObject private var inbox = InboxStore()
    @EnvironmentObject var archive: ArchiveStore

    var body: some View {
        Text(describe(inbox) + describe(archive))
    }
}
