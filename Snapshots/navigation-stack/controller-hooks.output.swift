// snapshot: --platforms iphone,ipad
import SwiftUI

// Stand-ins for SwiftUI-Introspect's hooks, which hand the UIKit controller SwiftUI builds for a
// navigation container to a closure that configures it.
final class NavigationController { var barTint = "" }
final class SplitViewController { var primaryWidth = 0.0 }

extension View {
    func introspectNavigationController(_ customize: @escaping (NavigationController) -> Void) -> some View { self }
    func introspectSplitViewController(_ customize: @escaping (SplitViewController) -> Void) -> some View { self }
}

// A stack whose navigation controller is configured: NavigationStack is built on one too, so it
// is migrated, with a warning that names the hook.
struct PhoneFlow: View {
    var body: some View {
        NavigationStack {
            Text("Questions")
                .introspectNavigationController { $0.barTint = "dark" }
        }
    }
}

// Columns whose split view controller is configured (through a modifier of the project): a
// NavigationSplitView builds another kind of split view controller, so it is left.
struct PadFlow: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            Text("Questions")
                .modifier(NarrowSidebar())
        }
    }
}

private struct NarrowSidebar: ViewModifier {
    func body(content: Content) -> some View {
        content.introspectSplitViewController { $0.primaryWidth = 1 }
    }
}

// Columns whose column navigation controllers are configured (through a function of the
// project): left too.
struct FavoritesFlow: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
            Text("Favorites")
        }
        .darkBar()
    }
}

extension View {
    func darkBar() -> some View {
        introspectNavigationController { $0.barTint = "dark" }
    }
}

// No hook: migrated as usual.
struct SettingsFlow: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Settings")
        }
    }
}
