// snapshot: isolated
import Combine
import Observation

@Observable final class EditorSettings {
    var fontSize = 12.0 {
        willSet { fontSizeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var fontSizeSubject = CurrentValueSubject<Double, Never>(fontSize)
    /// What `$fontSize` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var fontSizePublisher: AnyPublisher<Double, Never> = fontSizeSubject.eraseToAnyPublisher()
}

@Observable final class PrintSettings {
    var fontSize = 10.0
}

@Observable final class AppModel {
    static let shared = AppModel()
    var title = ""
    let settings = EditorSettings()
}

final class FontWatcher {
    private var cancellables = Set<AnyCancellable>()

    init(model: AppModel) {
        // A member chain, and a `static let shared = T()` singleton.
        model.settings.fontSizePublisher.sink { print($0) }.store(in: &cancellables)
        AppModel.shared.settings.fontSizePublisher.sink { print($0) }.store(in: &cancellables)
    }
}
