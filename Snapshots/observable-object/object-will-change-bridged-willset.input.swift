import Combine
import SwiftUI

enum AppState { case active, background }

final class Lifecycle {
    static let shared = Lifecycle()
    var state = AppState.active
}

/// A send Observation takes over in the willSet of a property whose `$name` publisher has
/// subscribers: the bridge's send takes its place when it was last (plain, or the only
/// statement of an `if`), else goes last as usual and the send goes.
final class Skin: ObservableObject {
    @Published var activeTheme = 0 {
        willSet {
            // A framework bug drops the change while in the background:
            // send it again then.
            if Lifecycle.shared.state != .active {
                objectWillChange.send()
            }
        }
        didSet {
            print(activeTheme)
        }
    }
    @Published var tint = 0 {
        willSet { objectWillChange.send() }
    }
    @Published var shade = 0 {
        willSet {
            objectWillChange.send()
            print("shade \(newValue)")
        }
    }
    @Published var gloss = 0 {
        willSet { print(newValue); if Lifecycle.shared.state != .active { objectWillChange.send() } }
    }
}

final class SkinWatcher {
    var bag = Set<AnyCancellable>()
    init(skin: Skin) {
        skin.$activeTheme.sink { print($0) }.store(in: &bag)
        skin.$tint.sink { print($0) }.store(in: &bag)
        skin.$shade.sink { print($0) }.store(in: &bag)
        skin.$gloss.sink { print($0) }.store(in: &bag)
    }
}
