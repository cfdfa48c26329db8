// snapshot: --publishers refuse
import Combine
import SwiftUI

struct StatusCard: View {
    @ObservedObject var model: ViewModel

    var body: some View { Text(model.status) }

    final class ViewModel {
        @Published var status = ""
    }
}

struct UserCard: View {
    @ObservedObject var model: ViewModel

    var body: some View { Text(model.name) }

    final class ViewModel {
        @Published var name = ""
    }
}

// The conformances are added by extensions of the nested types, each attached to its own.
extension StatusCard.ViewModel: ObservableObject {}

extension UserCard.ViewModel: ObservableObject {
    func watch() -> AnyCancellable { $name.sink { print($0) } }
}

extension StatusCard.ViewModel {
    var isEmpty: Bool { status.isEmpty }
}
