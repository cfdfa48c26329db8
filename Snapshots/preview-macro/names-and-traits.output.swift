import SwiftUI

struct Card: View {
    var title = "Card"
    var body: some View { Text(title) }
}

// The default card
#Preview(traits: .sizeThatFitsLayout) {
    Card()
}

#Preview("Long", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Card(title: "Long title")
        .padding()
}

#Preview(traits: .sizeThatFitsLayout) {
    Card()
}

#Preview(traits: .fixedLayout(width: 320, height: 120.5)) {
    Card()
}

#Preview(traits: .defaultLayout, .portraitUpsideDown) {
    Card()
}

#Preview("First") {
    Card()
}

#Preview(traits: .sizeThatFitsLayout) {
    Card()
}

#Preview(traits: .sizeThatFitsLayout) {
    Card(title: "Two")
}
