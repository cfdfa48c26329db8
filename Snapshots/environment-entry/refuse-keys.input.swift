import SwiftUI

private struct HelperKey: EnvironmentKey {
    static let defaultValue = 1
    static func make() -> Int { defaultValue }
}

private struct ComputedKey: EnvironmentKey {
    static var defaultValue: Int { 2 }
}

public struct PublicKey: EnvironmentKey {
    public static let defaultValue = 3
}

private struct SendableKey: EnvironmentKey, Sendable {
    static let defaultValue = 4
}

@available(iOS 15, *)
private struct AvailableKey: EnvironmentKey {
    static let defaultValue = 5
}

private struct BranchKey: EnvironmentKey {
    #if DEBUG
    static let defaultValue = 6
    #else
    static let defaultValue = 7
    #endif
}

// The row height used by dense lists.
private struct CommentedKey: EnvironmentKey {
    static let defaultValue = 8
}

private struct RowHeight: EnvironmentKey {
    static let defaultValue = 9
}

extension EnvironmentValues {
    var helper: Int {
        get { self[HelperKey.self] }
        set { self[HelperKey.self] = newValue }
    }
    var computed: Int {
        get { self[ComputedKey.self] }
        set { self[ComputedKey.self] = newValue }
    }
    public var publicValue: Int {
        get { self[PublicKey.self] }
        set { self[PublicKey.self] = newValue }
    }
    var sendable: Int {
        get { self[SendableKey.self] }
        set { self[SendableKey.self] = newValue }
    }
    var available: Int {
        get { self[AvailableKey.self] }
        set { self[AvailableKey.self] = newValue }
    }
    var branch: Int {
        get { self[BranchKey.self] }
        set { self[BranchKey.self] = newValue }
    }
    var commented: Int {
        get { self[CommentedKey.self] }
        set { self[CommentedKey.self] = newValue }
    }
    var rowHeight: Int {
        get { self[RowHeight.self] }
        set { self[RowHeight.self] = newValue }
    }
}
