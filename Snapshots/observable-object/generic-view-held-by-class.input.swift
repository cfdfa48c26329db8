import SwiftUI

struct CounterPanel<Model: ObservableObject>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("Counter")
    }
}

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

final class OutboxModel: ObservableObject {
    @Published var queued = 0
}

final class OutboxObserver {
    func watch(_ outbox: OutboxModel) {
        _ = outbox.objectWillChange.sink { _ in print("changed") }
    }
}

struct MailScreen: View {
    @StateObject private var inbox = InboxModel()
    @StateObject private var outbox = OutboxModel()

    var body: some View {
        VStack {
            CounterPanel(model: inbox)
            CounterPanel(model: outbox)
        }
    }
}
