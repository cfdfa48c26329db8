import SwiftUI

struct Edges: OptionSet {
    let rawValue: Int
    static let top = Edges(rawValue: 1)
}

// The project's cornerRadius(_:edges:) has no default: `.cornerRadius(8)` can only be SwiftUI's.
extension View {
    func cornerRadius(_ radius: CGFloat, edges: Edges) -> some View {
        self
    }
}

struct Tile: View {
    var body: some View {
        VStack {
            Text("all").clipShape(.rect(cornerRadius: 8))
            Text("top").cornerRadius(8, edges: .top)
        }
    }
}
