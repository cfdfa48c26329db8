// snapshot: --platforms iphone,ipad
import SwiftUI

// One view, default style, on iPad: a stack on iPhone but columns on iPad. Neither
// NavigationStack nor NavigationSplitView keeps both, so it is left with a warning.
struct LibraryView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Books")
                Text("Magazines")
            }
            .navigationTitle("Library")
        }
    }
}
