import SwiftUI

final class Theme: ObservableObject {
    @Published var accent = "blue"
}

struct ThemedLabel: View {
    @EnvironmentObject
    var theme: Theme

    @MainActor
    @EnvironmentObject
    private var fallback: Theme

    var body: some View {
        Text(theme.accent + fallback.accent)
    }
}

struct ThemedRoot: View {
    @StateObject private var theme = Theme()

    var body: some View {
        ThemedLabel()
            .environmentObject(theme)
    }
}
