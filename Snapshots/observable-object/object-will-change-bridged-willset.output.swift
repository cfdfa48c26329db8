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
@Observable final class Skin {
    var activeTheme = 0 {
        willSet {
            activeThemeSubject.send(newValue)
        }
        didSet {
            print(activeTheme)
        }
    }
    @ObservationIgnored private lazy var activeThemeSubject = CurrentValueSubject<Int, Never>(activeTheme)
    /// What `$activeTheme` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var activeThemePublisher: AnyPublisher<Int, Never> = activeThemeSubject.eraseToAnyPublisher()
    var tint = 0 {
        willSet { tintSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tintSubject = CurrentValueSubject<Int, Never>(tint)
    /// What `$tint` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var tintPublisher: AnyPublisher<Int, Never> = tintSubject.eraseToAnyPublisher()
    var shade = 0 {
        willSet {
            print("shade \(newValue)")
            shadeSubject.send(newValue)
        }
    }
    @ObservationIgnored private lazy var shadeSubject = CurrentValueSubject<Int, Never>(shade)
    /// What `$shade` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var shadePublisher: AnyPublisher<Int, Never> = shadeSubject.eraseToAnyPublisher()
    var gloss = 0 {
        willSet { print(newValue); glossSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var glossSubject = CurrentValueSubject<Int, Never>(gloss)
    /// What `$gloss` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var glossPublisher: AnyPublisher<Int, Never> = glossSubject.eraseToAnyPublisher()
}

final class SkinWatcher {
    var bag = Set<AnyCancellable>()
    init(skin: Skin) {
        skin.activeThemePublisher.sink { print($0) }.store(in: &bag)
        skin.tintPublisher.sink { print($0) }.store(in: &bag)
        skin.shadePublisher.sink { print($0) }.store(in: &bag)
        skin.glossPublisher.sink { print($0) }.store(in: &bag)
    }
}
