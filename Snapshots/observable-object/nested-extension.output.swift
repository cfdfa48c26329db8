// snapshot: --publishers refuse
import Combine
import SwiftUI

struct StatusCard: View {
    let model: ViewModel

    var body: some View { Text(model.status) }

    @Observable final class ViewModel {
        var status = ""
    }
}

struct UserCard: View {
    @ObservedObject var model: ViewModel

    var body: some View { Text(model.name) }

    final class ViewModel {
        @Published var name = ""
    }
}

extension UserCard.ViewModel: ObservableObject {
    func watch() -> AnyCancellable { $name.sink { print($0) } }
}

extension StatusCard.ViewModel {
    var isEmpty: Bool { status.isEmpty }
}
