import SwiftUI

// A NavigationView with one view, in an app that runs only on iPhone (nothing in the project
// names another platform), shows as a stack: it becomes a NavigationStack.
struct InboxView: View {
    let messages: [String]

    var body: some View {
        NavigationStack {
            // Newest first.
            List(messages, id: \.self) { message in
                Text(message)
            }
            .navigationTitle("Inbox")
        } // end of navigation
    }
}

#Preview {
    NavigationStack { InboxView(messages: ["Hello"]) }
}
