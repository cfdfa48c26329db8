import Combine
import SwiftUI

final class Settings: ObservableObject {
    @Published var theme = ""
}

final class Permissions: ObservableObject {
    @Published var granted = false
}

/// Forwardings of migrating children, one after another between blank lines: they go, and one
/// blank line is left where they were.
@MainActor
final class AppState: ObservableObject {
    let settings = Settings()
    let permissions = Permissions()
    private var bag = Set<AnyCancellable>()

    func configure() {
        print("configuring")

        settings.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &bag)
        permissions.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &bag)

        print("configured")
    }
}

/// The comment right above a forwarding that ends its block goes with it (CodeEdit's
/// `WorkspaceDocument`); one above a group that stays, stays.
final class Document: ObservableObject {
    let settings = Settings()
    let permissions = Permissions()
    private var bag = Set<AnyCancellable>()

    init() {
        print("document")

        // Observe changes to the settings
        settings.objectWillChange
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &bag)
    }

    func start() {
        // Forward and start
        permissions.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
        print("started")
    }
}
