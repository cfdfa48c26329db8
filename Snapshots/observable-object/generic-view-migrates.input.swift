import SwiftUI

struct CounterPanel<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    let title: String

    var body: some View {
        Text(title)
    }
}

struct SummaryRow<Source>: View where Source: ObservableObject {
    @EnvironmentObject var source: Source

    var body: some View {
        Text("Summary")
    }
}

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

final class OutboxModel: ObservableObject {
    @Published var queued = 0
}

struct MailScreen: View {
    @StateObject private var inbox = InboxModel()
    @StateObject private var outbox = OutboxModel()

    var body: some View {
        VStack {
            CounterPanel(model: inbox, title: "Inbox \(inbox.unread)")
            CounterPanel(model: outbox, title: "Outbox \(outbox.queued)")
            SummaryRow<InboxModel>()
        }
        .environmentObject(inbox)
    }
}
