import SwiftUI

/// `.overlay(v, alignment:)` and `.background(v, alignment:)` inside the view of another,
/// directly or in a modifier chain of it: each call becomes the content-closure form.
struct Badge: View {
    var body: some View {
        Circle()
            .overlay(alignment: .bottom) { Circle().overlay(alignment: .top) { Text("1") } }
            .background(alignment: .leading) { Rectangle()
                    .padding()
                    .overlay(alignment: .topLeading) { Text("new") }
                    .background(alignment: .center) { Color.gray.tint(.red) } }
            .overlay(alignment: .top) { Text("a").background(alignment: .top) { Text("b").overlay(alignment: .top) { Text("c") } } }
    }
}
