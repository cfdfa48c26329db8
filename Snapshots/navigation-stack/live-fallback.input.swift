// snapshot: --min-ios 16 --min-macos 13
import SwiftUI

// At the deployment target iOS 16, macOS 13, the fallback of #available(iOS 17, macOS 14, *)
// runs: it is migrated. The fallback of #available(iOS 16, macOS 13, *) never runs: left, noted.
struct LibraryView: View {
    var body: some View {
        if #available(iOS 17, macOS 14, *) {
            NavigationStack { Text("Library") }
        } else {
            NavigationView { Text("Library") }
        }
    }
}

struct ShelfView: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { Text("Shelf") }
        } else {
            NavigationView { Text("Shelf") }
        }
    }
}
