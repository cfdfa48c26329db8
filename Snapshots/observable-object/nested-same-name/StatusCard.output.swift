import SwiftUI

struct StatusCard: View {
    @State private var model = ViewModel()

    var body: some View {
        VStack {
            Text(model.status)
            Badge(model: model)
        }
    }

    @Observable final class ViewModel {
        var status = "Ready"
    }

    /// Nested in `StatusCard`: `ViewModel` here is `StatusCard.ViewModel`.
    struct Badge: View {
        let model: ViewModel

        var body: some View { Text(model.status) }
    }
}
