import SwiftUI

struct UserCard: View {
    @StateObject private var model = ViewModel()

    var body: some View {
        Text(model.name)
            .onReceive(model.$name) { print($0) }
    }
}

extension UserCard {
    /// Another `ViewModel`: its publisher use keeps it, and only it, an ObservableObject.
    final class ViewModel: ObservableObject {
        @Published var name = ""
    }
}
