import SwiftUI

@Observable final class Profile {
    var name = ""
    var bio = ""
    var isPublic = false
    var age = 30
}

struct ProfileForm: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
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
        @Bindable var profile = profile
        return TextField("Bio", text: $profile.bio)
    }

    @ViewBuilder
    private func visibilityToggle() -> some View {
        @Bindable var profile = profile
        Toggle("Public", isOn: $profile.isPublic)
        Text(profile.isPublic ? "Everyone sees it" : "Only you")
    }

    private var ageStepper: some View {
        get {
            @Bindable var profile = profile
            return Stepper("Age \(profile.age)", value: $profile.age)
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        ProfileForm()
            .environment(profile)
    }
}
