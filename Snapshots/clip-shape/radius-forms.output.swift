import SwiftUI

/// The radius is kept as written; `antialiased: true` is the default and goes.
struct Cards: View {
    let radius: CGFloat

    var body: some View {
        VStack {
            Text("literal").clipShape(.rect(cornerRadius: 12))
            Text("expression").clipShape(.rect(cornerRadius: radius * 2))
            Text("antialiased").clipShape(.rect(cornerRadius: 8))
            Text("split")
                .padding()
                // rounded
                .clipShape(
                    .rect(cornerRadius: radius) // the card's
                )
            Text(".cornerRadius(4) in a string")
            // .cornerRadius(4) in a comment
        }
    }
}
