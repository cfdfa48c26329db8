import SwiftUI

struct InboxView: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
            .navigationBarItems(leading: EditButton(), trailing: Button(action: {
                count += 1
            }) {
                Image(systemName: "plus")
            })
        }
    }
}

struct OutboxView: View {
    var body: some View {
        NavigationStack {
            Text("Outbox").navigationBarItems(trailing: EditButton())
        }
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationStack {
            Text("Drafts")
                .navigationBarItems(leading:
                    HStack {
                        EditButton()
                        Text("Drafts")
                    }
                )
        }
    }
}
