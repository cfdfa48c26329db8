import SwiftUI

struct InboxView: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: {
                        count += 1
                    }) {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

struct OutboxView: View {
    var body: some View {
        NavigationStack {
            Text("Outbox").toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
        }
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationStack {
            Text("Drafts")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        HStack {
                            EditButton()
                            Text("Drafts")
                        }
                    }
                }
        }
    }
}
