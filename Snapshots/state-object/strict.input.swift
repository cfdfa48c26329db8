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

@MainActor
final class InboxModel: ObservableObject {
    @Published var unread = 0

    init() {
        Task { await self.refresh() }
    }

    func refresh() async {
        unread = 0
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

// An App is created once: its initial values run once with @State too, so it converts.
@main
struct TimelineApp: App {
    @StateObject private var inbox = InboxModel()

    var body: some Scene {
        WindowGroup {
            TimelineScreen()
            Text("\(inbox.unread)")
        }
    }
}
