import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"

    public init() {}
}

final class PreviewStore: ObservableObject {
    @Published var isDark = false
}
