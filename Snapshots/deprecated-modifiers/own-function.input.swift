import SwiftUI

// The project declares an accentColor(_:) of its own: calls it may take stay.
extension View {
    func accentColor(_ name: String) -> some View {
        self
    }
}

struct Themed: View {
    var body: some View {
        Text("Themed").accentColor("brand")
    }
}
