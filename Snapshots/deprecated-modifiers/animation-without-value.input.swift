import SwiftUI

/// `.animation(_:)` without `value:` on a view animates every change of it, and is deprecated:
/// the value whose change should animate is not in the code, so the call stays, with a warning.
struct Gauge: View {
    @State private var level = 0.5
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Image(systemName: "gauge")
                .resizable()
                .frame(width: 40 * level, height: 40)
                .animation(.easeInOut(duration: 0.2))
            Capsule()
                .frame(height: isExpanded ? 80 : 20)
                .overlay(Circle().animation(.spring()))
                .animation(nil)
            Text("Level")
                .padding()
                .animation(.none)
        }
        .animation(
            .interactiveSpring(response: 0.3, dampingFraction: 0.8, blendDuration: 0.25)
        )
    }
}

/// A view modifier's content is a view too.
struct Pulse: ViewModifier {
    func body(content: Content) -> some View {
        content.animation(.default)
    }
}
