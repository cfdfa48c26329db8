import SwiftUI

struct CounterPanel<Model: AnyObject & Observable>: View {
    let model: Model
    let title: String

    var body: some View {
        Text(title)
    }
}

struct SummaryRow<Source>: View where Source: AnyObject & Observable {
    @Environment(Source.self) var source

    var body: some View {
        Text("Summary")
    }
}

@Observable final class InboxModel {
    var unread = 0
}

@Observable final class OutboxModel {
    var queued = 0
}

struct MailScreen: View {
    @State private var inbox = InboxModel()
    @State private var outbox = OutboxModel()

    var body: some View {
        VStack {
            CounterPanel(model: inbox, title: "Inbox \(inbox.unread)")
            CounterPanel(model: outbox, title: "Outbox \(outbox.queued)")
            SummaryRow<InboxModel>()
        }
        .environment(inbox)
    }
}
