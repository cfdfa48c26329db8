// snapshot: --platforms ipad,macos
import SwiftUI

// Three views: sidebar, content and detail.
struct NotesView: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("All notes")
                Text("Shared")
            }
            .listStyle(.sidebar)
        } content: {
            #if os(macOS)
            // The middle column is narrower on the Mac.
            Text("Pick a folder")
                .frame(minWidth: 200)
            #else
            Text("Pick a folder")
            #endif
        } detail: {
            Text("Pick a note")
        }
    }
}
