import SwiftUI

/// Calls of another `animation(_:)` stay without a word: with `value:`, the iOS 17 `body:`
/// form, `Binding`'s, a transition's, a view modifier's, an `Equatable` view's (`Text`, `Image`,
/// `Color`, a project view declared `Equatable`: that overload animates when the view itself
/// changes, and is not deprecated), and one inside a `withAnimation(…)` argument.
struct Toggles: View {
    @State private var isOn = false
    @State private var settings = Settings()
    let external: Binding<Bool>

    var body: some View {
        VStack {
            Toggle("On", isOn: $isOn.animation())
            Toggle("Sound", isOn: $settings.sound.animation(.default))
            Toggle("Custom", isOn: Binding(get: { isOn }, set: { isOn = $0 }).animation())
            Toggle("External", isOn: external.animation(.easeIn))
            Text("Plain").animation(.default)
            Text("Bold").bold().italic().animation(.easeIn)
            Image(systemName: "star").resizable().animation(.default)
            Color.red.opacity(0.5).animation(.default)
            Badge(count: 3).animation(.spring())
            Circle()
                .frame(width: isOn ? 20 : 10)
                .animation(.easeIn, value: isOn)
                .animation(.easeOut) { content in
                    content.opacity(isOn ? 1 : 0.5)
                }
                .transition(.opacity.animation(.easeIn))
                .transition(AnyTransition.slide.combined(with: .opacity).animation(.default))
                .modifier(Shake().animation(.linear))
        }
        .onAppear {
            withAnimation(Theme().animation(.easeIn)) { isOn = true }
        }
    }
}

struct Settings {
    var sound = false
}

struct Theme {
    var animation: (Animation) -> Animation = { $0.speed(2) }
}

struct Badge: View, Equatable {
    let count: Int

    var body: some View {
        Text("\(count)")
    }
}

struct Shake: ViewModifier {
    func body(content: Content) -> some View {
        content
    }
}
