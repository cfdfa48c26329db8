import SwiftUI

struct ZoomKey: EnvironmentKey {
    static let defaultValue = 1.0
}

struct ScaleKey: EnvironmentKey {
    static let defaultValue = 2.0
}
