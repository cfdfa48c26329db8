// snapshot: --platforms macos
import SwiftUI

// A NavigationView whose last column is another NavigationView of two views shows three
// columns side by side: both become one three-column NavigationSplitView, the inner columns
// brought back to the outer ones' indentation.
struct MailboxView: View {
    @State private var selection: Set<Int> = [1]

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                Text("Inbox").tag(1)
                Text("Sent").tag(2)
            }
            .listStyle(.sidebar)

            NavigationView {
                // The messages of the mailbox.
                if selection.first == 1 {
                    Text("Inbox messages")
                } else {
                    Text("""
                        Sent messages
                        """)
                }

                Text("Pick a message") // until one is picked
            }
        }
        .frame(minWidth: 900)
    }
}
