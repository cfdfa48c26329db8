import SwiftUI

struct EdgesKey: EnvironmentKey {
    static let defaultValue: Edge.Set = .all
}

struct LevelKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    var edges: EdgesKey.Value {
        get { self[EdgesKey.self] }
        set { self[EdgesKey.self] = newValue }
    }
    var level: LevelKey.Value {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
}
