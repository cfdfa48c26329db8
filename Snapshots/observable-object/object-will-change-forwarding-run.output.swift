import Combine
import SwiftUI

@Observable final class Settings {
    var theme = ""
}

@Observable final class Permissions {
    var granted = false
}

/// Forwardings of migrating children, one after another between blank lines: they go, and one
/// blank line is left where they were.
@MainActor
@Observable
final class AppState {
    let settings = Settings()
    let permissions = Permissions()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    func configure() {
        print("configuring")

        print("configured")
    }
}

/// The comment right above a forwarding that ends its block goes with it (CodeEdit's
/// `WorkspaceDocument`); one above a group that stays, stays.
@Observable final class Document {
    let settings = Settings()
    let permissions = Permissions()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    init() {
        print("document")
    }

    func start() {
        // Forward and start
        print("started")
    }
}
