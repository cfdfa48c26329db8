// snapshot: --platforms iphone,ipad,macos
import SwiftUI

// `.navigationViewStyle(.stack)` makes it a stack everywhere: NavigationStack, and the style
// modifier goes with its line. Other modifiers and every comment in the chain stay (even one
// written about the style: the tool never drops a comment).
struct SettingsScreen: View {
    @State private var notificationsOn = true

    var body: some View {
        NavigationView {
            Form {
                Toggle("Notifications", isOn: $notificationsOn)
            }
            .navigationTitle("Settings")
        }
        // Phones and tablets alike.
        .navigationViewStyle(.stack)
        .tint(.orange)
    }
}
