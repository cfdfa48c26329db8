// snapshot: isolated
import Combine
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

/// Stays an ObservableObject: its objectWillChange is used.
final class Theme: ObservableObject {
    @Published var accent = ""

    func refresh() { objectWillChange.send() }
}

final class Account: ObservableObject {
    @Published var balance = 0
    @ObservedObject var profile: Profile
    @ObservedObject private var theme: Theme
    @StateObject var scratch = Profile()

    init(profile: Profile, theme: Theme) {
        self.profile = profile
        self.theme = theme
    }

    func replaceTheme() { theme = Theme() }
    func readTheme() -> Theme { theme }
}
