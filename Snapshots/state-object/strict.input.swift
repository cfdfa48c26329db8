// snapshot: --strict
import SwiftUI

@MainActor
final class TimelineModel: ObservableObject {
    @Published var entries: [String] = []

    init() {
        Task { await self.refresh() }
    }

    func refresh() async {
        entries = ["Now"]
    }
}

final class ComposerModel: ObservableObject {
    @Published var text = ""
}

// With --strict, a model whose creation does work stays a @StateObject (and its class an
// ObservableObject, so this still compiles); the plain one still becomes @State.
struct TimelineScreen: View {
    @StateObject private var timeline = TimelineModel()
    @StateObject private var composer = ComposerModel()

    var body: some View {
        VStack {
            TextField("Post", text: $composer.text)
            ForEach(timeline.entries, id: \.self) { entry in
                Text(entry)
            }
        }
    }
}
