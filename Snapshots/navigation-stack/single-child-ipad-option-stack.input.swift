// snapshot: --platforms iphone,ipad --navigation-single-column stack
import SwiftUI

// One view, default style, on iPad, and --navigation-single-column stack says what it
// becomes: a NavigationStack.
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
