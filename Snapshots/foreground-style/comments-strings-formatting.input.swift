import SwiftUI

// .foregroundColor(.red) in a comment is no call, nor is "foregroundColor(.red)" in a string.
struct Notes: View {
    var body: some View {
        VStack {
            Text(".foregroundColor(.red)")
            Image(systemName: "star")
                // the colour of the star
                .foregroundColor( /* warm */ .orange )
            Text("split")
                .padding()
                .foregroundColor(
                    .secondary
                )
            #if os(iOS)
            Text("if").foregroundColor(.pink)
            #endif
        }
    }
}
