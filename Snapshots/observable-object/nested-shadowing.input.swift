// snapshot: --publishers refuse
import SwiftUI

/// A top-level `ViewModel`, shadowed inside `StatusCard` by its own.
final class ViewModel: ObservableObject {
    @Published var count = 0
}

struct StatusCard: View {
    @StateObject private var model = ViewModel()

    var body: some View { Text(model.status) }

    final class ViewModel: ObservableObject {
        @Published var status = ""
    }
}

struct Counter: View {
    @ObservedObject var model: ViewModel

    var body: some View {
        Text("\(model.count)")
            .onReceive(model.$count) { print($0) }
    }
}
