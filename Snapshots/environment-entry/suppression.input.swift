import SwiftUI

private struct GapKey: EnvironmentKey {
    static let defaultValue = 4
}

extension EnvironmentValues {
    // swiftui-migrate:disable-next-line environment-entry
    var gap: Int {
        get { self[GapKey.self] }
        set { self[GapKey.self] = newValue }
    }
}
