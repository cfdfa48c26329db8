import SwiftUI

final class Store {
    init() {}
}

struct Layout {
    var columns = 2
}

let sharedPrefix = "app"

private struct StoreKey: EnvironmentKey {
    static let defaultValue = Store()
}

private struct NowKey: EnvironmentKey {
    static let defaultValue = Date()
}

private struct PrefixKey: EnvironmentKey {
    static let defaultValue = sharedPrefix
}

private struct StartKey: EnvironmentKey {
    static let defaultValue: Date = .now
}

private struct LabelKey: EnvironmentKey {
    static let defaultValue = "\(sharedPrefix).label"
}

extension EnvironmentValues {
    var store: Store {
        get { self[StoreKey.self] }
        set { self[StoreKey.self] = newValue }
    }
    var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
    @Entry var layout: Layout = .init()
    var prefix: String {
        get { self[PrefixKey.self] }
        set { self[PrefixKey.self] = newValue }
    }
    var start: Date {
        get { self[StartKey.self] }
        set { self[StartKey.self] = newValue }
    }
    var label: String {
        get { self[LabelKey.self] }
        set { self[LabelKey.self] = newValue }
    }
}
