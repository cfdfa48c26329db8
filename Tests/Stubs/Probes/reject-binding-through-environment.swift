// expect-error: cannot find '$profile' in scope
// @Environment has no projected value: `$profile.name` on an @Environment(Profile.self)
// property needs `@Bindable var profile = profile` inside body.
import SwiftUI

@Observable
final class Profile {
    var name = ""
}

struct ProfileForm: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}
