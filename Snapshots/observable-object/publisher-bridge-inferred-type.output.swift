import Combine
import SwiftUI

final class Theme {
    static let shared = Theme()
}

struct Layout {
    static let compact: Layout = Layout(columns: 1)
    let columns: Int
}

func makeLayout() -> Layout { .compact }

/// Values whose type the declaration does not spell, but the project's types tell.
@Observable final class Shell {
    enum Tab { case home, search }

    var tab = Tab.home {
        willSet { tabSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tabSubject = CurrentValueSubject<Shell.Tab, Never>(tab)
    /// What `$tab` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var tabPublisher: AnyPublisher<Shell.Tab, Never> = tabSubject.eraseToAnyPublisher()
    var theme = Theme.shared {
        willSet { themeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var themeSubject = CurrentValueSubject<Theme, Never>(theme)
    /// What `$theme` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var themePublisher: AnyPublisher<Theme, Never> = themeSubject.eraseToAnyPublisher()
    var layout = Layout.compact {
        willSet { layoutSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var layoutSubject = CurrentValueSubject<Layout, Never>(layout)
    /// What `$layout` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var layoutPublisher: AnyPublisher<Layout, Never> = layoutSubject.eraseToAnyPublisher()
    var fallback = makeLayout() {
        willSet { fallbackSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var fallbackSubject = CurrentValueSubject<Layout, Never>(fallback)
    /// What `$fallback` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var fallbackPublisher: AnyPublisher<Layout, Never> = fallbackSubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init() {
        tabPublisher.sink { print($0) }.store(in: &bag)
        themePublisher.sink { print($0) }.store(in: &bag)
        layoutPublisher.combineLatest(fallbackPublisher).sink { print($0) }.store(in: &bag)
    }
}
