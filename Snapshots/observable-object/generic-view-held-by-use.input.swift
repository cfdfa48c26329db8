import SwiftUI

struct CounterPanel<Model: ObservableObject>: View {
    @ObservedObject var model: Model
    @State private var changes = 0

    var body: some View {
        Text("\(changes) changes")
            .onReceive(model.objectWillChange) { _ in changes += 1 }
    }
}

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

struct MailScreen: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        CounterPanel(model: inbox)
    }
}
