import SwiftUI

struct RefreshButton<Model: AnyObject & Observable>: View {
    let model: Model
    let action: () -> Void

    var body: some View {
        Button("Refresh", action: action)
    }
}

@Observable final class InboxModel {
    var messages: [String] = []
}

@Observable final class OutboxModel {
    var queued: [String] = []
}

struct InboxScreen: View {
    @State private var inbox = InboxModel()
    let outbox: OutboxModel

    var body: some View {
        VStack {
            Text("\(outbox.queued.count) queued")
            RefreshButton(model: inbox) { inbox.messages.removeAll() }
        }
    }
}
