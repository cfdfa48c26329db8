import SwiftUI

final class Prefs: ObservableObject {
    @AppStorage("compact") var compact = false
    @AppStorage("fontSize") var fontSize = 14.0
}

final class Layout: ObservableObject {
    @SceneStorage("column") var column = 1
}

struct PrefsView: View {
    @ObservedObject var prefs: Prefs
    @StateObject private var layout = Layout()

    var body: some View {
        Toggle("Compact", isOn: $prefs.compact)
        Text(prefs.compact ? "compact \(layout.column)" : "regular")
    }
}
