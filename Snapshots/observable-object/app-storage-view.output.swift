import SwiftUI

@Observable final class Prefs {
    var compact: Bool {
        get {
            access(keyPath: \.compact)
            return storedCompact
        }
        set {
            withMutation(keyPath: \.compact) {
                storedCompact = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("compact") private var storedCompact = false
    var fontSize: Double {
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
    @ObservationIgnored @AppStorage("fontSize") private var storedFontSize = 14.0
}

final class Layout: ObservableObject {
    @SceneStorage("column") var column = 1
}

struct PrefsView: View {
    @Bindable var prefs: Prefs
    @StateObject private var layout = Layout()

    var body: some View {
        Toggle("Compact", isOn: $prefs.compact)
        Text(prefs.compact ? "compact \(layout.column)" : "regular")
    }
}
