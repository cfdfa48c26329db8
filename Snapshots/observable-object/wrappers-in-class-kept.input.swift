// snapshot: isolated
import SwiftUI

/// Stays an ObservableObject: its objectWillChange is used.
final class Theme: ObservableObject {
    @Published var accent = ""

    func refresh() { objectWillChange.send() }
}

final class Editor: ObservableObject {
    @Published var text = ""
    @ObservedObject var theme: Theme
    @ObservedObject var backup: Theme {
        didSet { print("backup replaced") }
    }
    @ObservedObject var draft: Theme

    init(theme: Theme) {
        self.theme = theme
        backup = theme
        _draft = ObservedObject(wrappedValue: theme)
    }

    func accent() -> Binding<String> { $theme.accent }
}

func draftAccent(of editor: Editor) -> Binding<String> { editor.$draft.accent }
