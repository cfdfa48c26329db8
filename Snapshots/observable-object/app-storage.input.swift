// snapshot: isolated
import SwiftUI

enum Theme: String { case system, dark }

final class AppSettings: ObservableObject {
    @Published var isEditing = false
    /// The name shown in the title bar.
    @AppStorage("username") var username = "Anonymous"
    @AppStorage("fontSize")
    public var fontSize = 14.0
    @AppStorage("showsPreview", store: .standard) private var showsPreview = true
    @AppStorage("theme") private(set) var theme: Theme = .system {
        didSet { apply() }
    }
    @AppStorage("token") var token: String?

    func apply() {
        if showsPreview { isEditing = false }
    }
}
