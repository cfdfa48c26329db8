import SwiftUI

protocol Named: AnyObject {
    var name: String { get set }
}

struct NameField<Model: ObservableObject & Named>: View {
    @ObservedObject var model: Model

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

final class ProfileModel: ObservableObject, Named {
    @Published var name = ""
}

struct ProfileScreen: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        NameField(model: profile)
    }
}
