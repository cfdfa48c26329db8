// snapshot: isolated
import SwiftUI

/// Stays an ObservableObject: its objectWillChange is used.
final class Theme: ObservableObject {
    @Published var accent = ""

    func refresh() { objectWillChange.send() }
}

@Observable final class Editor {
    var text = ""
    @ObservedObject @ObservationIgnored var theme: Theme
    @ObservedObject @ObservationIgnored var backup: Theme {
        didSet { print("backup replaced") }
    }
    @ObservedObject @ObservationIgnored var draft: Theme

    init(theme: Theme) {
        self.theme = theme
        backup = theme
        _draft = ObservedObject(wrappedValue: theme)
    }

    func accent() -> Binding<String> { $theme.accent }
}

func draftAccent(of editor: Editor) -> Binding<String> { editor.$draft.accent }
