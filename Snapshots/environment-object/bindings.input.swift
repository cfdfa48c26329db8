import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
    @Published var bio = ""
    @Published var isPublic = false
    @Published var age = 30
}

struct ProfileForm: View {
    @EnvironmentObject private var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Section {
                bioField
                visibilityToggle()
                ageStepper
            }
        }
    }

    private var bioField: some View {
        TextField("Bio", text: $profile.bio)
    }

    @ViewBuilder
    private func visibilityToggle() -> some View {
        Toggle("Public", isOn: $profile.isPublic)
        Text(profile.isPublic ? "Everyone sees it" : "Only you")
    }

    private var ageStepper: some View {
        get { Stepper("Age \(profile.age)", value: $profile.age) }
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()

    var body: some View {
        ProfileForm()
            .environmentObject(profile)
    }
}
