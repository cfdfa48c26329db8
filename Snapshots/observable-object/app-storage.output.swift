// snapshot: isolated
import SwiftUI

@Observable final class AppSettings {
    var isEditing = false
    @AppStorage("username") @ObservationIgnored var username = "Anonymous"
    @AppStorage("fontSize")
    @ObservationIgnored
    var fontSize = 14.0
    @AppStorage("showsPreview") @ObservationIgnored private var showsPreview = true
}
