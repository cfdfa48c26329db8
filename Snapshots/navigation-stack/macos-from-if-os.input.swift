import SwiftUI

// No --platforms and no project file: iPhone is assumed, but this file compiles code for macOS,
// so the app is taken to run there too. One view with the default style is then left.
struct LibraryApp: View {
    var body: some View {
        NavigationView {
            Text("Shelves")
        }
    }
}

#if os(macOS)
struct LibraryCommands: View {
    var body: some View { Text("Commands") }
}
#endif
