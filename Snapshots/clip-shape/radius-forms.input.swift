import SwiftUI

/// The radius is kept as written; `antialiased: true` is the default and goes.
struct Cards: View {
    let radius: CGFloat

    var body: some View {
        VStack {
            Text("literal").cornerRadius(12)
            Text("expression").cornerRadius(radius * 2)
            Text("antialiased").cornerRadius(8, antialiased: true)
            Text("split")
                .padding()
                // rounded
                .cornerRadius(
                    radius // the card's
                )
            Text(".cornerRadius(4) in a string")
            // .cornerRadius(4) in a comment
        }
    }
}
