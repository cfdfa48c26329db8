import SwiftUI

/// nil means something else to the replacements; values that do not map, and comments a
/// reshaped call would lose, stay too. Styles (`.background(Color.red)`) are not deprecated.
struct Settings: View {
    @State private var text = ""
    let style: UITextAutocapitalizationType
    let tint: Color?

    var body: some View {
        TextField("Text", text: $text)
            .accentColor(nil)
            .accentColor(tint)
            .disableAutocorrection(nil)
            .autocapitalization(style)
            .overlay(Text("!") /* badge */, alignment: .trailing)
            .background(Color.red)
            .overlay(Text("plain"))
    }
}
