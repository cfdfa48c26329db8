// snapshot: --min-ios 18 --min-macos 15
import SwiftUI

enum Pane: Hashable, CaseIterable { case one, two }

/// Each TabView here stays, with a warning that says why; so does a .tabItem on a view's own body.
struct Refusals: View {
    @State private var pane = Pane.one
    let showsTwo: Bool

    var body: some View {
        // A ForEach whose body is more than one tab.
        TabView(selection: $pane) {
            ForEach(Pane.allCases, id: \.self) { pane in
                Text("Pane")
                    .tabItem { Label("Pane", systemImage: "square") }
                    .tag(pane)
                Text("More")
                    .tabItem { Label("More", systemImage: "square") }
                    .tag(pane)
            }
        }
        // An if among the tabs.
        TabView {
            Text("One").tabItem { Text("One") }
            if showsTwo {
                Text("Two").tabItem { Text("Two") }
            }
        }
        // Tabs grouped in a Group.
        TabView {
            Group {
                Text("One").tabItem { Text("One") }
                Text("Two").tabItem { Text("Two") }
            }
        }
        // A view without .tabItem among the tabs.
        TabView {
            Text("One").tabItem { Text("One") }
            Text("Two")
        }
        // A tab without a tag in a TabView with a selection.
        TabView(selection: $pane) {
            Text("One").tabItem { Text("One") }.tag(Pane.one)
            Text("Two").tabItem { Text("Two") }
        }
        // A tag with an argument Tab's value has no place for.
        TabView(selection: $pane) {
            Text("One").tabItem { Text("One") }.tag(Pane.one, includeOptional: false)
        }
        // A tag before other modifiers of the view.
        TabView(selection: $pane) {
            Text("One").tag(Pane.one).padding().tabItem { Text("One") }
        }
        // A comment the rewrite has no place for.
        TabView {
            Text("One")
                // the first tab
                .tabItem { Text("One") }
        }
        // Two tabs on one line.
        TabView { Text("One").tabItem { Text("One") } }
    }
}

/// A settings pane that puts .tabItem on its own body: the TabView is elsewhere.
struct GeneralPane: View {
    var body: some View {
        Form {
            Text("General")
        }
        .tabItem { Label("General", systemImage: "gear") }
    }
}
