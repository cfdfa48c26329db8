import SwiftUI

final class ReaderSettings: ObservableObject {
    @AppStorage("compact") var compact = false {
        didSet { changes += 1 }
    }
    @AppStorage("fontSize") var fontSize = 14.0
    var changes = 0
}
