import SwiftUI

protocol Refreshable: AnyObject, Observable {
    func refresh()
}

@Observable final class InboxFeed: Refreshable {
    var count = 0

    func refresh() {
        count += 1
    }
}

struct RefreshButton<Model: Refreshable>: View {
    let model: Model

    var body: some View {
        Button("Refresh") { model.refresh() }
    }
}

struct AnyRefreshLabel: View {
    let feed: InboxFeed

    var body: some View {
        RefreshButton(model: feed)
    }
}
