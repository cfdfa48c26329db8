// snapshot: isolated --include-public
import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"
    public var lastChange: Date?

    public init() {}
}
