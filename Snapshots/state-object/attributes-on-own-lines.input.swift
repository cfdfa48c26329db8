import SwiftUI

@MainActor
final class InboxModel: ObservableObject {
    @Published var unread = 0
}

struct InboxView: View {
    @StateObject
    private var inbox = InboxModel()

    @MainActor
    @StateObject
    var secondary = InboxModel()

    var body: some View {
        Text("\(inbox.unread + secondary.unread) unread")
    }
}
