import SwiftUI

// A binding in an extension in another file: the declaration goes here.
extension AccountView {
    var layoutToggle: some View {
        @Bindable var session = session
        return Toggle("Compact layout", isOn: $session.prefersCompactLayout)
    }
}
