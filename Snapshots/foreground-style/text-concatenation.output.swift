import SwiftUI

/// Text's own foregroundStyle (iOS 17) keeps a Text, so concatenations still add up.
struct Sentence: View {
    var body: some View {
        Text("Hello, ").foregroundStyle(Color.secondary) + Text("world").foregroundStyle(Color.accentColor)
    }
}
