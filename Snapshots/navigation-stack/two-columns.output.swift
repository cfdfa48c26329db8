import SwiftUI

// Two views: a sidebar and the detail shown until a link replaces it. On every platform that
// is a split view, whatever the platforms: NavigationSplitView { A } detail: { B }. Comments
// between the views stay with the view below them.
struct MailView: View {
    let folders = ["Inbox", "Sent"]

    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self) { folder in
                NavigationLink(folder) { Text(folder) }
            }
            .navigationTitle("Mail") // the sidebar's title
        } detail: {
            // Shown before anything is selected.
            Text("Select a folder")
                .foregroundStyle(Color.secondary)
        }
    }
}

struct CompactMailView: View {
    var body: some View {
        NavigationSplitView { Text("Folders") } detail: { Text("No folder") }
    }
}
