// snapshot: --publishers refuse
import SwiftUI

/// A top-level `ViewModel`, shadowed inside `StatusCard` by its own.
final class ViewModel: ObservableObject {
    @Published var count = 0
}

struct StatusCard: View {
    @State private var model = ViewModel()

    var body: some View { Text(model.status) }

    @Observable final class ViewModel {
        var status = ""
    }
}

struct Counter: View {
    @ObservedObject var model: ViewModel

    var body: some View {
        Text("\(model.count)")
            .onReceive(model.$count) { print($0) }
    }
}
