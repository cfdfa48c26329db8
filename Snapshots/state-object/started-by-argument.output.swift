import SwiftUI

/// Another module's object told to start at once (Sparkle's updater controller in KeyboardCowboy
/// and CodeEdit): `@State` would make, and start, another one at every view init.
final class UpdaterController {
    init(startingUpdater: Bool, delegate: AnyObject?) {}
}

@Observable final class AppUpdater {
    var canCheckForUpdates = false
    private let controller = UpdaterController(startingUpdater: true, delegate: nil)
}

/// `startingUpdater: false` starts nothing.
@Observable final class QuietUpdater {
    var canCheckForUpdates = false
    private let controller = UpdaterController(startingUpdater: false, delegate: nil)
}

struct AppMenu: View {
    @State private var appUpdater = AppUpdater()
    @State private var quietUpdater = QuietUpdater()

    var body: some View {
        Text(appUpdater.canCheckForUpdates && quietUpdater.canCheckForUpdates ? "ready" : "waiting")
    }
}
