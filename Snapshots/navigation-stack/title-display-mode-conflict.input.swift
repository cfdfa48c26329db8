import SwiftUI

// The chain sets another display mode than the title's: the title's is still added, where the
// title was, so the two keep their order and SwiftUI applies the same one as before; a warning
// says the chain sets two modes.
struct InboxView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Conflict")
                    .navigationBarTitle("Inbox", displayMode: .large)
                    .navigationBarTitleDisplayMode(.inline)
                Text("Two titles")
                    .navigationBarTitle("First", displayMode: .large)
                    .navigationBarTitle("Second", displayMode: .inline)
            }
        }
    }
}
