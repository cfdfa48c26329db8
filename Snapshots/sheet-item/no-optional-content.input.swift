import SwiftUI

struct Profile {
    var name: String
}

/// None of these sheets depends on an optional selection: `isPresented:` is the right API,
/// so they are left alone without a warning, even with an optional `@State` nearby.
struct ProfileView: View {
    let profile: Profile
    @State private var isShowingSettings = false
    @State private var isShowingHelp = false
    @State private var errorMessage: String?

    var body: some View {
        VStack {
            Text(profile.name)
            Button("Settings") { isShowingSettings.toggle() }
            Button("Help") { isShowingHelp = true }
        }
        .sheet(isPresented: $isShowingSettings) {
            SettingsForm(errorMessage: $errorMessage)
        }
        .popover(isPresented: $isShowingHelp) {
            Text("Help for \(profile.name)")
        }
    }
}

struct SettingsForm: View {
    @Binding var errorMessage: String?

    var body: some View {
        Text(errorMessage ?? "All good")
    }
}
