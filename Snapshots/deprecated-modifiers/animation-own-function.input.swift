import SwiftUI

// The project declares an animation(_:) of its own on a type: the calls it may take stay
// without a word, and the calls on views still warn.
struct Sprite {
    func animation(_ name: String) -> Sprite {
        self
    }
}

struct Stage: View {
    var body: some View {
        let walking = Sprite().animation("walk")
        return VStack {
            Text(String(describing: walking))
        }
        .animation(.default)
    }
}
