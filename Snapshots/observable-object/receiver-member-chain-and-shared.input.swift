// snapshot: isolated
import Combine

final class EditorSettings: ObservableObject {
    @Published var fontSize = 12.0
}

final class PrintSettings: ObservableObject {
    @Published var fontSize = 10.0
}

final class AppModel: ObservableObject {
    static let shared = AppModel()
    @Published var title = ""
    let settings = EditorSettings()
}

final class FontWatcher {
    private var cancellables = Set<AnyCancellable>()

    init(model: AppModel) {
        // A member chain, and a `static let shared = T()` singleton.
        model.settings.$fontSize.sink { print($0) }.store(in: &cancellables)
        AppModel.shared.settings.$fontSize.sink { print($0) }.store(in: &cancellables)
    }
}
