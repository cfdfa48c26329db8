import SwiftUI

// Before: get { self[IndentKey.self] } — the key is named IndentKey in this comment only.

extension EnvironmentValues {
    // The indent of nested rows. Mentions EnvironmentKey and IndentKey in words.
    @Entry var indent: Int = 2 // still kept
}

struct IndentLabel: View {
    var body: some View {
        Text("self[IndentKey.self] is not code")
    }
}
