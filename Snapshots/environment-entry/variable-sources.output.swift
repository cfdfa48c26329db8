// A key's `static let` read its default once; @Entry reads it at every use. A project `static
// var` (`LoggerStore.shared`, `.shared`) or a member of a project top-level variable
// (`Current.diskCache`) may be replaced: those keys stay. A `static let` and an enum case move.
import SwiftUI

final class LoggerStore {
    /// Replaceable: "you can replace the default store with a custom one".
    nonisolated(unsafe) static var shared = LoggerStore()
    static let standard = LoggerStore()
}

struct Environment {
    var diskCache = LoggerStore()
}

nonisolated(unsafe) var Current = Environment()

enum Palette {
    case light, dark
}

private struct StoreKey: EnvironmentKey {
    static let defaultValue: LoggerStore = LoggerStore.shared
}

private struct SharedStoreKey: EnvironmentKey {
    static let defaultValue: LoggerStore = .shared
}

private struct DiskCacheKey: EnvironmentKey {
    static let defaultValue = Current.diskCache
}

extension EnvironmentValues {
    var store: LoggerStore {
        get { self[StoreKey.self] }
        set { self[StoreKey.self] = newValue }
    }

    var sharedStore: LoggerStore {
        get { self[SharedStoreKey.self] }
        set { self[SharedStoreKey.self] = newValue }
    }

    var diskCache: LoggerStore {
        get { self[DiskCacheKey.self] }
        set { self[DiskCacheKey.self] = newValue }
    }

    @Entry var standardStore: LoggerStore = .standard

    @Entry var palette: Palette = Palette.dark
}
