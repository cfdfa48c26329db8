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
final class Shell: ObservableObject {
    enum Tab { case home, search }

    @Published var tab = Tab.home
    @Published var theme = Theme.shared
    @Published var layout = Layout.compact
    @Published var fallback = makeLayout()
    private var bag = Set<AnyCancellable>()

    init() {
        $tab.sink { print($0) }.store(in: &bag)
        $theme.sink { print($0) }.store(in: &bag)
        $layout.combineLatest($fallback).sink { print($0) }.store(in: &bag)
    }
}
