// snapshot: --publishers refuse
import SwiftUI

class Screen {
    @Observable final class Model {
        var title = ""
    }
}

struct Sheet {
    final class Model: ObservableObject {
        @Published var isShown = false
    }
}

final class InboxScreen: Screen {
    /// `Model` here is `Screen.Model`, inherited by `InboxScreen`.
    struct Content: View {
        let model: Model

        var body: some View { Text(model.title) }
    }
}

struct SheetView: View {
    @ObservedObject var model: Sheet.Model

    var body: some View { Text(model.isShown ? "shown" : "hidden").onReceive(model.$isShown) { print($0) } }
}
