import SwiftUI

protocol Named: AnyObject {
    var name: String { get set }
}

struct NameField<Model: AnyObject & Observable & Named>: View {
    @Bindable var model: Model

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

@Observable final class ProfileModel: Named {
    var name = ""
}

struct ProfileScreen: View {
    @State private var profile = ProfileModel()

    var body: some View {
        NameField(model: profile)
    }
}
