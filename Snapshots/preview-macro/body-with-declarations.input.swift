import SwiftUI

struct Profile {
    var name: String
}

struct ProfileView: View {
    let profile: Profile
    var body: some View { Text(profile.name) }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        let profile = Profile(name: "Ada")
        return ProfileView(profile: profile)
            .previewDisplayName("Ada")
    }
}

struct ProfileList_Previews: PreviewProvider {
    static var previews: some View {
        let names = ["Ada", "Grace"]
        if names.isEmpty {
            Text("None")
        } else {
            ProfileView(profile: Profile(name: names[0]))
        }
    }
}
