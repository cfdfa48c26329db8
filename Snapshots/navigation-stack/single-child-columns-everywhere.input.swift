// snapshot: --platforms macos --navigation-single-column stack
import SwiftUI

// One view, default style, in an app only on macOS: it shows as columns on every platform the
// app runs on, so a NavigationSplitView keeps it exactly (the links fill the empty detail).
// --navigation-single-column only decides where platforms differ: it does not apply here.
struct PreferencesView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("General", destination: Text("General settings"))
                NavigationLink("Accounts", destination: Text("Accounts settings"))
            }
            .listStyle(.sidebar)
        }
    }
}
