// expect-error: TabValue
import SwiftUI

/// A tab without a value cannot be in a tab view with a selection.
struct TabsProbe: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
        }
    }
}
