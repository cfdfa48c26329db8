import SwiftUI

protocol Refreshable: ObservableObject {
    func refresh()
}

final class InboxFeed: Refreshable {
    @Published var count = 0

    func refresh() {
        count += 1
    }
}

struct RefreshButton<Model: Refreshable>: View {
    @ObservedObject var model: Model

    var body: some View {
        Button("Refresh") { model.refresh() }
    }
}

struct AnyRefreshLabel: View {
    @ObservedObject var feed: InboxFeed

    var body: some View {
        RefreshButton(model: feed)
    }
}
