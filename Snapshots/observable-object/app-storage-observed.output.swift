import SwiftUI

@Observable final class ReaderSettings {
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
    @ObservationIgnored @AppStorage("compact") private var storedCompact = false {
        didSet { changes += 1 }
    }
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
    @ObservationIgnored var changes = 0
}
