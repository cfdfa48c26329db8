// snapshot: --platforms iphone
import SwiftUI

// On iPhone only, the one-view NavigationView becomes a NavigationStack; its
// NavigationLink(tag:selection:) links are left, and the warning gives the stack's
// value-based replacement.
struct InboxList: View {
    let inboxes: [String]
    @State private var openInbox: String?

    var body: some View {
        NavigationView {
            List(inboxes, id: \.self) { inbox in
                NavigationLink(destination: Text(inbox), tag: inbox, selection: $openInbox) {
                    Text(inbox)
                }
            }
        }
    }
}
