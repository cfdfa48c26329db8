import SwiftUI

enum Theme {
    case light, dark
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .light
}

extension EnvironmentValues {
    /// The app's colour theme.
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    public var cardSpacing: CGFloat {
        get { return self[CardSpacingKey.self] }
        set { self[CardSpacingKey.self] = newValue }
    }

    private enum CardSpacingKey: EnvironmentKey {
        typealias Value = CGFloat
        static var defaultValue: CGFloat = 12
    }
}

struct ThemedRow: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme == .dark ? "Dark" : "Light")
            .environment(\.cardSpacing, 4)
    }
}
