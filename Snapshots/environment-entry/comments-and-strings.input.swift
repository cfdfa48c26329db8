import SwiftUI

// Before: get { self[IndentKey.self] } — the key is named IndentKey in this comment only.

private struct IndentKey: EnvironmentKey {
    static let defaultValue = 2
}

extension EnvironmentValues {
    // The indent of nested rows. Mentions EnvironmentKey and IndentKey in words.
    var indent: Int {
        get { self[IndentKey.self] }
        set { self[IndentKey.self] = newValue }
    } // still kept
}

struct IndentLabel: View {
    var body: some View {
        Text("self[IndentKey.self] is not code")
    }
}
