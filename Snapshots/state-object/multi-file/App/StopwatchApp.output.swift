import SwiftUI

@main
struct StopwatchApp: App {
    @State private var restored = StopwatchModel(restoring: [1, 2])

    var body: some Scene {
        WindowGroup {
            StopwatchView()
            Text("\(restored.laps.count) laps restored")
        }
    }
}
