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
    @State private var isShowingMessage = false // set together with selectedMessage
    @State private var selectedMessage: Message?

    var body: some View {
        List(messages) { message in
            Button(message.text) {
                // Remember which message, then show it.
                selectedMessage = message
                isShowingMessage = true // "isShowingMessage = true" opens the sheet
            }
        }
        .accessibilityHint("Sets selectedMessage and isShowingMessage")
        /* The sheet reads selectedMessage! once isShowingMessage is true. */
        .sheet(isPresented: $isShowingMessage) { // message detail
            Text(selectedMessage! /* never nil here */ .text)
        }
    }
}
