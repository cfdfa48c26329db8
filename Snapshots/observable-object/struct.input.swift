// snapshot: isolated fragment
import SwiftUI

struct Preferences: ObservableObject {
    var theme = "dark"
}
