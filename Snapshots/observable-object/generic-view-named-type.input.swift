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

// swiftui-migrate:disable-next-line observable-object
final class LegacyStore: ObservableObject {
    @Published var items: [String] = []
}

struct MailScreen: View {
    @StateObject private var inbox = InboxModel()
    let panel: CounterPanel<LegacyStore>

    var body: some View {
        VStack {
            CounterPanel(model: inbox)
            panel
        }
    }
}
