// snapshot: --platforms iphone,macos
import SwiftUI

// The stack style under `#if os(iOS)` does not apply on macOS, where one view with the default
// style shows as columns: left with a warning. A style decided by an unknown flag or at run
// time is left too.
struct ProfileView: View {
    var body: some View {
        NavigationView {
            Text("Profile")
        }
        #if os(iOS)
        .navigationViewStyle(.stack)
        #endif
    }
}

struct DebugView: View {
    var body: some View {
        NavigationView {
            Text("Logs")
        }
        #if DEBUG
        .navigationViewStyle(.stack)
        #endif
    }
}

struct SplitOnMacView: View {
    var body: some View {
        NavigationView {
            Text("Sidebar")
        }
        #if os(macOS)
        .navigationViewStyle(.columns)
        #else
        .navigationViewStyle(.stack)
        #endif
    }
}
