// snapshot: fragment
import SharedModels
import SwiftUI

struct StatusCard: View {
    @StateObject private var model = ViewModel()

    var body: some View { Text(model.status) }

    final class ViewModel: ObservableObject {
        @Published var status = ""
    }
}

struct UserCard: View {
    @StateObject private var model = ViewModel()

    var body: some View { Text(model.name) }

    final class ViewModel: ObservableObject {
        @Published var name = ""
    }
}

/// `ViewModel` here is neither card's (another module's, perhaps): both cards' stay.
struct Inbox: View {
    @ObservedObject var model: ViewModel

    var body: some View { Text("Inbox") }
}
