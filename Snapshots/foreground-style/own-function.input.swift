import SwiftUI

enum Ink {
    case brand, muted
}

// The project declares a foregroundColor(_:) of its own, for its Ink: calls it may take stay.
extension Text {
    func foregroundColor(_ ink: Ink) -> Text {
        self
    }
}

struct Title: View {
    var body: some View {
        Text("Title").foregroundColor(.brand)
    }
}
