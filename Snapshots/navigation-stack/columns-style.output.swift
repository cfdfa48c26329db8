// snapshot: --platforms iphone
import SwiftUI

// `.columns` (or `DoubleColumnNavigationViewStyle()`) asks for columns even with one view, even
// on iPhone: NavigationSplitView with an empty detail column, and the style goes.
struct ProjectsView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Roadmap") { Text("Roadmap") }
            }
        } detail: {
            EmptyView()
        }
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationSplitView {
            Text("Years")
        } detail: {
            Text("Pick a year")
        }
    }
}
