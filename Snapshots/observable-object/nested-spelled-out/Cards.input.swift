import SwiftUI

struct StatusCard: View {
    @EnvironmentObject var model: ViewModel

    var body: some View { Text(model.title) }

    final class ViewModel: ObservableObject {
        @Published var title = ""
    }
}

struct UserCard: View {
    @EnvironmentObject var model: ViewModel

    var body: some View { Text(model.name) }

    final class ViewModel: ObservableObject {
        @Published var name = ""

        func rename(to name: String) {
            objectWillChange.send()
            print(name)
        }
    }
}
