// snapshot: isolated
import SwiftUI

enum Theme: String { case system, dark }

@Observable final class AppSettings {
    var isEditing = false
    /// The name shown in the title bar.
    var username: String {
        get {
            access(keyPath: \.username)
            return storedUsername
        }
        set {
            withMutation(keyPath: \.username) {
                storedUsername = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("username") private var storedUsername = "Anonymous"
    public var fontSize: Double {
        get {
            access(keyPath: \.fontSize)
            return storedFontSize
        }
        set {
            withMutation(keyPath: \.fontSize) {
                storedFontSize = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("fontSize")
    private var storedFontSize = 14.0
    private var showsPreview: Bool {
        get {
            access(keyPath: \.showsPreview)
            return storedShowsPreview
        }
        set {
            withMutation(keyPath: \.showsPreview) {
                storedShowsPreview = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("showsPreview", store: .standard) private var storedShowsPreview = true
    private(set) var theme: Theme {
        get {
            access(keyPath: \.theme)
            return storedTheme
        }
        set {
            withMutation(keyPath: \.theme) {
                storedTheme = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("theme") private var storedTheme: Theme = .system {
        didSet { apply() }
    }
    var token: String? {
        get {
            access(keyPath: \.token)
            return storedToken
        }
        set {
            withMutation(keyPath: \.token) {
                storedToken = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("token") private var storedToken: String?

    func apply() {
        if showsPreview { isEditing = false }
    }
}
