import SwiftUI

struct Message: Identifiable {
    let id: Int
    var text: String
}

/// The names `isShowingMessage` and `selectedMessage` in comments and strings are not uses;
/// comments around the rewritten lines stay where they are.
struct InboxView: View {
    let messages: [Message]
    // MARK: - Presentation state
    @State private var selectedMessage: Message?

    var body: some View {
        List(messages) { message in
            Button(message.text) {
                // Remember which message, then show it.
                selectedMessage = message
            }
        }
        .accessibilityHint("Sets selectedMessage and isShowingMessage")
        /* The sheet reads selectedMessage! once isShowingMessage is true. */
        .sheet(item: $selectedMessage) { selectedMessage in // message detail
            Text(selectedMessage /* never nil here */ .text)
        }
    }
}
