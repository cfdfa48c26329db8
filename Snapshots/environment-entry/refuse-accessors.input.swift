import SwiftUI

private struct ReadOnlyKey: EnvironmentKey { static let defaultValue = 1 }
private struct ClampedKey: EnvironmentKey { static let defaultValue = 2 }
private struct ConditionalKey: EnvironmentKey { static let defaultValue = 3 }
private struct MarkedKey: EnvironmentKey { static let defaultValue = 4 }
private struct NotedKey: EnvironmentKey { static let defaultValue = 5 }
private struct SharedKey: EnvironmentKey { static let defaultValue = 6 }

extension EnvironmentValues {
    var readOnly: Int { self[ReadOnlyKey.self] }
    var clamped: Int {
        get { self[ClampedKey.self] }
        set { self[ClampedKey.self] = max(0, newValue) }
    }
    #if os(iOS)
    var conditional: Int {
        get { self[ConditionalKey.self] }
        set { self[ConditionalKey.self] = newValue }
    }
    #endif
    @available(iOS 15, *)
    var marked: Int {
        get { self[MarkedKey.self] }
        set { self[MarkedKey.self] = newValue }
    }
    var noted: Int {
        get { self[NotedKey.self] } // reads the key
        set { self[NotedKey.self] = newValue }
    }
    var shared: Int {
        get { self[SharedKey.self] }
        set { self[SharedKey.self] = newValue }
    }
    var sharedAgain: Int {
        get { self[SharedKey.self] }
        set { self[SharedKey.self] = newValue }
    }
    var preferred: Bool {
        get {
            if #available(iOS 16, *) {
                false
            } else {
                self[PreferredKey.self]
            }
        }
    }
    var makeWindow: () -> Int {
        get { self[WindowKey.self] }
        set { self[WindowKey.self] = newValue }
    }
    var window: Int {
        get { self[WindowKey.self]() }
        set { self[WindowKey.self] = { newValue } }
    }
    var nested: Int {
        get { self[KeyReader.Key.self] }
        set { self[KeyReader.Key.self] = newValue }
    }
}

private struct PreferredKey: EnvironmentKey {
    static let defaultValue = false
}

private struct WindowKey: EnvironmentKey {
    static let defaultValue: () -> Int = { 0 }
}

struct KeyReader: View {
    fileprivate struct Key: EnvironmentKey {
        static let defaultValue = 0
    }

    var body: some View {
        Text("\(ReadOnlyKey.defaultValue)")
    }
}
