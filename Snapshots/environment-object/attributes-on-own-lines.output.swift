import SwiftUI

@Observable final class Theme {
    var accent = "blue"
}

struct ThemedLabel: View {
    @Environment(Theme.self)
    var theme

    @MainActor
    @Environment(Theme.self)
    private var fallback

    var body: some View {
        Text(theme.accent + fallback.accent)
    }
}

struct ThemedRoot: View {
    @State private var theme = Theme()

    var body: some View {
        ThemedLabel()
            .environment(theme)
    }
}
