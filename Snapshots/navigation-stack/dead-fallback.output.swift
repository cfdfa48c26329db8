import SwiftUI

// The fallbacks written for systems older than the deployment target (iOS 17 and macOS 14,
// assumed) never run: they are left as written, with a note, and the deprecated links in them
// get no warning of their own (they go with the fallback). The current branches stay too.
struct LibraryView: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { Text("Library") }
        } else {
            NavigationView { Text("Library") }
        }
    }
}

struct ShelfView: View {
    var body: some View {
        if #unavailable(iOS 16, macOS 13) {
            NavigationView { Text("Shelf") }
        } else if #available(iOS 17, *) {
            NavigationStack { Text("Shelf") }
        }
    }
}

struct ReaderView: View {
    var body: some View {
        content()
    }

    func content() -> AnyView {
        guard #available(iOS 16.0, macOS 13.0, *) else {
            return AnyView(NavigationView { Text("Reader").navigationBarTitle("Reader") })
        }
        return AnyView(NavigationStack { Text("Reader") })
    }
}

// Not a fallback: the NavigationView runs whatever the system, and is migrated.
struct ShopView: View {
    let ready: Bool

    var body: some View {
        if #available(iOS 16, *), ready {
            Text("Shop")
        } else {
            NavigationStack { Text("Shop") }
        }
    }
}

struct ShelfPicker: View {
    @State private var shelf: Int?

    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { Text("Shelves") }
        } else {
            NavigationView {
                List {
                    NavigationLink("Top", tag: 1, selection: $shelf) { Text("Top shelf") }
                }
            }
        }
    }
}
