import SwiftUI

/// Scenes have the same modifier; words in comments and strings are no calls.
struct NotesApp: App {
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup {
            Text(".onChange(of: phase) { new in }")
        }
        // .onChange(of: phase) { new in } is only a comment
        .onChange(of: phase) { newPhase in // save on background
            print(newPhase)
        }
    }
}
