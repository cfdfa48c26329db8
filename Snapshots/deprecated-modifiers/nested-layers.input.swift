import SwiftUI

/// `.overlay(v, alignment:)` and `.background(v, alignment:)` inside the view of another,
/// directly or in a modifier chain of it: each call becomes the content-closure form.
struct Badge: View {
    var body: some View {
        Circle()
            .overlay(Circle().overlay(Text("1"), alignment: .top), alignment: .bottom)
            .background(
                Rectangle()
                    .padding()
                    .overlay(Text("new"), alignment: .topLeading)
                    .background(Color.gray.accentColor(.red), alignment: .center),
                alignment: .leading)
            .overlay(Text("a").background(Text("b").overlay(Text("c"), alignment: .top), alignment: .top), alignment: .top)
    }
}
