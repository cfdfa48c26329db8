// snapshot: isolated --include-public
import SwiftUI

@Observable public final class ThemeStore {
    public var accent = "blue"
    @ObservationIgnored public var lastChange: Date?

    public init() {}
}
