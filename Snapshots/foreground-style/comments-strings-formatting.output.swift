import SwiftUI

// .foregroundColor(.red) in a comment is no call, nor is "foregroundColor(.red)" in a string.
struct Notes: View {
    var body: some View {
        VStack {
            Text(".foregroundColor(.red)")
            Image(systemName: "star")
                // the colour of the star
                .foregroundStyle( /* warm */ .orange )
            Text("split")
                .padding()
                .foregroundStyle(
                    Color.secondary
                )
            #if os(iOS)
            Text("if").foregroundStyle(.pink)
            #endif
        }
    }
}
