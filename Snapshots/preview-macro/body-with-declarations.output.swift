import SwiftUI

struct Profile {
    var name: String
}

struct ProfileView: View {
    let profile: Profile
    var body: some View { Text(profile.name) }
}

#Preview("Ada") {
    let profile = Profile(name: "Ada")
    return ProfileView(profile: profile)
}

#Preview {
    let names = ["Ada", "Grace"]
    if names.isEmpty {
        Text("None")
    } else {
        ProfileView(profile: Profile(name: names[0]))
    }
}
