// snapshot: isolated
import Combine

enum AppState { case active, background }

var appState = AppState.active

func log(_ text: String) { print(text) }

/// A send once more while in the background, in `willSet`: the `if` goes, Observation announces
/// every change of `activeTheme`, in either state. `accent`'s `$accent` has a subscriber: its
/// bridge's send takes the place of the `if`, and publishes each new value before the change.
final class Theme: ObservableObject {
    @Published var activeTheme = 0 {
        willSet {
            if appState != .active {
                objectWillChange.send()
            }
            log("willSet \(activeTheme) -> \(newValue)")
        }
        didSet { log("didSet \(activeTheme)") }
    }
    @Published var accent = 0 {
        willSet {
            log("accent willSet \(accent) -> \(newValue)")
            if appState != .active { objectWillChange.send() }
        }
    }
}

final class AccentWatcher {
    private var bag = Set<AnyCancellable>()

    func watch(_ theme: Theme) {
        theme.$accent.sink { [unowned theme] value in log("accent published \(value), was \(theme.accent)") }.store(in: &bag)
    }
}
