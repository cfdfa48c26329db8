import SwiftUI

private struct CloseKey: EnvironmentKey { static let defaultValue: () -> Void = { } }
private struct ConfirmKey: EnvironmentKey { static let defaultValue: () async -> Bool = { false } }
private struct SelectKey: EnvironmentKey { static let defaultValue: (Int) -> Void = { _ in } }
private struct LookupKey: EnvironmentKey { static let defaultValue: (String) -> Int? = { _ in nil } }
private struct StyleKey: EnvironmentKey { static let defaultValue: (Int) -> [String] = { (count: Int) in return [] } }

extension EnvironmentValues {
    var close: () -> Void {
        get { self[CloseKey.self] }
        set { self[CloseKey.self] = newValue }
    }
    var confirm: () async -> Bool {
        get { self[ConfirmKey.self] }
        set { self[ConfirmKey.self] = newValue }
    }
    var select: (Int) -> Void {
        get { self[SelectKey.self] }
        set { self[SelectKey.self] = newValue }
    }
    var lookup: (String) -> Int? {
        get { self[LookupKey.self] }
        set { self[LookupKey.self] = newValue }
    }
    var styles: (Int) -> [String] {
        get { self[StyleKey.self] }
        set { self[StyleKey.self] = newValue }
    }
}
