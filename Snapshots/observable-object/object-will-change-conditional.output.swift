import Combine
import SwiftUI

enum AppState { case active, background }

final class Lifecycle {
    static let shared = Lifecycle()
    var state = AppState.active
}

/// A workaround that sends once more while the app is in the background: Observation announces
/// every change of `activeTheme`, so the `if` goes with its comment, and the empty `willSet` too.
@Observable final class Theme {
    var activeTheme = 0 {
        didSet {
            print(activeTheme)
        }
    }

    var accent = 1 {
        willSet {
            print(newValue)
        }
    }
}

/// The condition calls a function, or the `if` has an `else`: the class stays.
final class Palette: ObservableObject {
    @Published var hue = 0 {
        willSet {
            if isBackgrounded() {
                objectWillChange.send()
            }
        }
    }
    @Published var saturation = 0 {
        willSet {
            if hue > 0 {
                objectWillChange.send()
            } else {
                print("none")
            }
        }
    }

    func isBackgrounded() -> Bool { Lifecycle.shared.state != .active }
}

struct ThemeView: View {
    @State private var theme = Theme()
    var body: some View { Text("\(theme.activeTheme)") }
}
