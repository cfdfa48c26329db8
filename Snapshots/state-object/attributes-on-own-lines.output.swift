import SwiftUI

@MainActor
@Observable
final class InboxModel {
    var unread = 0
}

struct InboxView: View {
    @State
    private var inbox = InboxModel()

    @MainActor
    @State
    var secondary = InboxModel()

    var body: some View {
        Text("\(inbox.unread + secondary.unread) unread")
    }
}
