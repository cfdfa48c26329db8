// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
// @Bindable needs an @Observable class: an ObservableObject that was not migrated is
// rejected.
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

struct ProfileForm: View {
    @Bindable var profile: Profile

    var body: some View {
        TextField("Name", text: $profile.name)
    }
}
