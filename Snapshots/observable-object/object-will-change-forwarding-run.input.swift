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
