import SwiftUI

struct LevelKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    @Entry var edges: Edge.Set = .all
    var level: LevelKey.Value {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
}
