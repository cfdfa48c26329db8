// expect-error: cannot find '$profile' in scope
// A plain property holding an @Observable model has no projected value: `$profile.name`
// needs `@Bindable var profile` (what @ObservedObject with $bindings must become).
import SwiftUI

@Observable
final class Profile {
    var name = ""
}

struct ProfileForm: View {
    var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}
