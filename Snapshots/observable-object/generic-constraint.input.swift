import SwiftUI

struct RefreshButton<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    let action: () -> Void

    var body: some View {
        Button("Refresh", action: action)
    }
}

final class InboxModel: ObservableObject {
    @Published var messages: [String] = []
}

final class OutboxModel: ObservableObject {
    @Published var queued: [String] = []
}

struct InboxScreen: View {
    @StateObject private var inbox = InboxModel()
    let outbox: OutboxModel

    var body: some View {
        VStack {
            Text("\(outbox.queued.count) queued")
            RefreshButton(model: inbox) { inbox.messages.removeAll() }
        }
    }
}
