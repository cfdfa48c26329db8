import SwiftUI

final class InboxFeed: ObservableObject {
    @Published var count = 0
}

struct ChangeCounter<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    @State private var changes = 0

    var body: some View {
        Text("\(changes)")
            .onReceive(model.objectWillChange) { _ in changes += 1 }
    }
}

struct InboxBadge: View {
    @ObservedObject var feed: InboxFeed

    var body: some View {
        ChangeCounter(model: feed)
    }
}
