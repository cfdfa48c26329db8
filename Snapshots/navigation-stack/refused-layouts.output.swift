// snapshot: --platforms iphone
import SwiftUI

// Layouts that cannot become a NavigationStack or NavigationSplitView: four views, a view
// count that depends on #if, a stack style with two views, a style read from a variable, a
// NavigationView nested in another, and a declared type that names NavigationView.
struct LayoutsView: View {
    let style = StackNavigationViewStyle()

    var body: some View {
        VStack {
            NavigationView {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
            }
            NavigationView {
                Text("Sidebar")
                #if os(macOS)
                Text("Detail")
                #endif
            }
            NavigationView {
                Text("Sidebar")
                Text("Ignored by the stack style")
            }
            .navigationViewStyle(.stack)
            NavigationView {
                Text("Styled elsewhere")
            }
            .navigationViewStyle(style)
        }
    }
}

// A NavigationView inside another one's content would nest two stacks: the inner one is left,
// the outer one becomes a NavigationStack.
struct TabsView: View {
    var body: some View {
        NavigationStack {
            TabView {
                NavigationView { Text("Inbox") }
                    .tabItem { Text("Inbox") }
            }
        }
    }
}

// The declared type names NavigationView: the call cannot change alone.
struct Wrapper {
    func wrapped() -> NavigationView<Text> {
        NavigationView { Text("Wrapped") }
    }
}
