// snapshot: isolated
import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"

    public init() {}
}

open class BaseSettings: ObservableObject {
    @Published open var isEnabled = true

    public init() {}
}
