import SwiftUI

struct StatusCard: View {
    @StateObject private var model = ViewModel()

    var body: some View {
        VStack {
            Text(model.status)
            Badge(model: model)
        }
    }

    final class ViewModel: ObservableObject {
        @Published var status = "Ready"
    }

    /// Nested in `StatusCard`: `ViewModel` here is `StatusCard.ViewModel`.
    struct Badge: View {
        @ObservedObject var model: ViewModel

        var body: some View { Text(model.status) }
    }
}
