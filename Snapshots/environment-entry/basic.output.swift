import SwiftUI

enum Theme {
    case light, dark
}

extension EnvironmentValues {
    /// The app's colour theme.
    @Entry var theme: Theme = .light

    @Entry public var cardSpacing: CGFloat = 12
}

struct ThemedRow: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme == .dark ? "Dark" : "Light")
            .environment(\.cardSpacing, 4)
    }
}
