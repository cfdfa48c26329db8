// snapshot: isolated
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var isEditing = false
    @AppStorage("username") var username = "Anonymous"
    @AppStorage("fontSize")
    var fontSize = 14.0
    @AppStorage("showsPreview") private var showsPreview = true
}
