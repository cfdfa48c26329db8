// snapshot: --platforms iphone
import SwiftUI

// `.columns` (or `DoubleColumnNavigationViewStyle()`) asks for columns even with one view, even
// on iPhone: NavigationSplitView with an empty detail column, and the style goes.
struct ProjectsView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Roadmap") { Text("Roadmap") }
            }
        }
        .navigationViewStyle(.columns)
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationView {
            Text("Years")
            Text("Pick a year")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}
