// snapshot: isolated
import SwiftUI

struct ContactList: View {
    let model: Model

    var body: some View {
        List(model.contacts, id: \.self) { Text($0) }
    }
}

extension ContactList {
    @Observable final class Model {
        var contacts: [String] = []
        @ObservationIgnored private var page = 0
    }
}
