// `@Bindable var m = m` inside `body` (and inside a ForEach row closure) gives $bindings
// to an @Observable model that the view holds as a plain property or reads from the
// environment. Must type-check.
import SwiftUI

@Observable
final class Profile {
    var name = ""
    var wantsNewsletter = false
}

@Observable
final class Item: Identifiable {
    var title = ""
}

struct ProfileForm: View {
    var profile: Profile

    var body: some View {
        @Bindable var profile = profile
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Newsletter", isOn: $profile.wantsNewsletter)
        }
    }
}

struct EnvironmentProfileForm: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
    }
}

struct ItemList: View {
    @State private var items = [Item(), Item()]

    var body: some View {
        List(items) { item in
            @Bindable var item = item
            TextField("Title", text: $item.title)
        }
    }
}
