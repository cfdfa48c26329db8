/// A small legacy SwiftUI project that the migration changes: an `ObservableObject` model,
/// views with `@StateObject` / `@EnvironmentObject` and single-column `NavigationView`s, code the
/// tool must refuse (warnings), and the awkward cases a patch must carry (CRLF line ends, a name
/// with spaces, no final newline). `legacyMarker` and `legacyLink` give the test transform
/// (`MarkerTransform`, in `swiftui-migrate-testbed`) an edit and a warning in those files,
/// whatever the real transforms do.
enum LegacyFixture {
    static let files: [(String, String)] = [
        ("Models/Store.swift", """
        import Combine
        import Foundation

        /// The app's data.
        final class Store: ObservableObject {
            static let legacyMarker = "store"
            @Published var names: [String] = []   // shown by the list
            @Published var isLoading = false

            func load() {
                isLoading = true
                names = ["a", "b"]
                isLoading = false
            }
        }

        """),
        ("Views/ContentView.swift", """
        import SwiftUI

        struct ContentView: View {
            @StateObject private var store = Store()
            private let legacyMarker = 1

            var body: some View {
                NavigationView {
                    NamesView()
                        .navigationTitle("Names")
                }
                .environmentObject(store)
            }
        }

        """),
        ("Views/NamesView.swift", """
        import SwiftUI

        struct NamesView: View {
            @EnvironmentObject var store: Store

            var body: some View {
                List(store.names, id: \\.self) { name in
                    Text(name)
                }
                .onAppear { store.load() }
            }
        }

        """),
        ("Views/Windows Line Endings.swift", """
        import SwiftUI\r
        \r
        struct AboutView: View {\r
            let legacyMarker = "about"\r
            var body: some View {\r
                NavigationView {\r
                    Text("About")\r
                }\r
            }\r
        }\r

        """),
        ("Views/NoFinalNewline.swift", """
        import SwiftUI

        struct HelpView: View {
            let legacyMarker = "help"
            var body: some View {
                NavigationView {
                    Text("Help")
                }
            }
        }
        """),
        ("Views/SyncView.swift", """
        import Combine
        import SwiftUI

        /// Publishes by hand, and picks with a tag/selection link: both left for a person to migrate.
        final class SyncMonitor: ObservableObject {
            var progress = 0.0 {
                willSet { objectWillChange.send() }
            }
        }

        struct SyncView: View {
            let legacyLink = "sync"
            @ObservedObject var monitor: SyncMonitor
            @State private var selection: Int?

            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Details"), tag: 1, selection: $selection) {
                        Text("Progress \\(monitor.progress)")
                    }
                }
            }
        }

        """),
        ("Plain.swift", """
        /// Nothing to migrate here.
        struct Plain {
            var value = 1
        }

        """),
    ]
}
