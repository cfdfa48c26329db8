import SwiftUI

struct Card: View {
    var title = "Card"
    var body: some View { Text(title) }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            // The default card
            Card()
            Card(title: "Long title")
                .padding()
                .previewDisplayName("Long")
                .previewInterfaceOrientation(.landscapeLeft)
            Card()
                .previewDisplayName(nil)
        }
        .previewLayout(PreviewLayout.sizeThatFits)
    }
}

struct CardLayouts_Previews: PreviewProvider {
    static var previews: some View {
        Card().previewLayout(.fixed(width: 320, height: 120.5))
        Card()
            .previewLayout(.device)
            .previewInterfaceOrientation(InterfaceOrientation.portraitUpsideDown)
    }
}

struct CardGroup_Previews: PreviewProvider {
    @ViewBuilder
    static var previews: some View {
        Card()
            .previewDisplayName("First")
        Group {
            Card()
            Card(title: "Two")
        }
        .previewLayout(.sizeThatFits)
    }
}
