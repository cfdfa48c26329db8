// snapshot: isolated
import Combine
import SwiftUI

@Observable final class Profile {
    var name = ""
}

/// Stays an ObservableObject: its objectWillChange is used.
final class Theme: ObservableObject {
    @Published var accent = ""

    func refresh() { objectWillChange.send() }
}

@Observable final class Account {
    var balance = 0
    var profile: Profile
    @ObservationIgnored private var theme: Theme
    var scratch = Profile()

    init(profile: Profile, theme: Theme) {
        self.profile = profile
        self.theme = theme
    }

    func replaceTheme() { theme = Theme() }
    func readTheme() -> Theme { theme }
}
