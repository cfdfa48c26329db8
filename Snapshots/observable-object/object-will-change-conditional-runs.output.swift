// snapshot: isolated
import Combine
import Observation

enum AppState { case active, background }

var appState = AppState.active

func log(_ text: String) { print(text) }

/// A send once more while in the background, in `willSet`: the `if` goes, Observation announces
/// every change of `activeTheme`, in either state. `accent`'s `$accent` has a subscriber: its
/// bridge's send takes the place of the `if`, and publishes each new value before the change.
@Observable final class Theme {
    var activeTheme = 0 {
        willSet {
            log("willSet \(activeTheme) -> \(newValue)")
        }
        didSet { log("didSet \(activeTheme)") }
    }
    var accent = 0 {
        willSet {
            log("accent willSet \(accent) -> \(newValue)")
            accentSubject.send(newValue)
        }
    }
    @ObservationIgnored private lazy var accentSubject = CurrentValueSubject<Int, Never>(accent)
    /// What `$accent` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var accentPublisher: AnyPublisher<Int, Never> = accentSubject.eraseToAnyPublisher()
}

final class AccentWatcher {
    private var bag = Set<AnyCancellable>()

    func watch(_ theme: Theme) {
        theme.accentPublisher.sink { [unowned theme] value in log("accent published \(value), was \(theme.accent)") }.store(in: &bag)
    }
}
