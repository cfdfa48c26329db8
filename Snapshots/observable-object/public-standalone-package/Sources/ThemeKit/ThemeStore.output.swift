import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"

    public init() {}
}

@Observable final class PreviewStore {
    var isDark = false
}
