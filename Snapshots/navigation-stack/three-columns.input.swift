// snapshot: --platforms ipad,macos
import SwiftUI

// Three views: sidebar, content and detail.
struct NotesView: View {
    var body: some View {
        NavigationView {
            List {
                Text("All notes")
                Text("Shared")
            }
            .listStyle(.sidebar)
            #if os(macOS)
            // The middle column is narrower on the Mac.
            Text("Pick a folder")
                .frame(minWidth: 200)
            #else
            Text("Pick a folder")
            #endif
            Text("Pick a note")
        }
    }
}
