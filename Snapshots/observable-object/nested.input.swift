// snapshot: isolated
import SwiftUI

struct ContactList: View {
    let model: Model

    var body: some View {
        List(model.contacts, id: \.self) { Text($0) }
    }
}

extension ContactList {
    final class Model: ObservableObject {
        @Published var contacts: [String] = []
        private var page = 0
    }
}
