// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

enum Pane: String, Identifiable, CaseIterable {
    case general, advanced

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var symbol: String { self == .general ? "gear" : "star" }
}

/// A ForEach whose body is one tab: the tab becomes a Tab, the loop stays; its tag is the value.
struct Panes: View {
    @State private var pane = Pane.general

    var body: some View {
        TabView(selection: $pane) {
            ForEach(Pane.allCases, id: \.self) { pane in
                Text(pane.title)
                    .tabItem {
                        Label(pane.title, systemImage: pane.symbol)
                    }
                    .tag(pane)
            }
        }
        TabView {
            ForEach(Pane.allCases) { pane in
                Text(pane.title)
                    .tabItem { Text(pane.title) }
            }
        }
        // Under a selection, a tab needs its tag: the loop's implicit ones are not values.
        TabView(selection: $pane) {
            ForEach(Pane.allCases) { pane in
                Text(pane.title)
                    .tabItem { Text(pane.title) }
            }
        }
    }
}
