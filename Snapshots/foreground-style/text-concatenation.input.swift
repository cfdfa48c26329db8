import SwiftUI

/// Text's own foregroundStyle (iOS 17) keeps a Text, so concatenations still add up.
struct Sentence: View {
    var body: some View {
        Text("Hello, ").foregroundColor(.secondary) + Text("world").foregroundColor(.accentColor)
    }
}
