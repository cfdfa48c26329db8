// snapshot: --platforms macos --navigation-single-column split
import SwiftUI

// One view, default style, on macOS, and --navigation-single-column split: a
// NavigationSplitView whose detail column is empty until a link fills it.
struct LibraryView: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Books")
                Text("Magazines")
            }
            .navigationTitle("Library")
        } detail: {
            EmptyView()
        }
    }
}
