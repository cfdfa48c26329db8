// The forms foreground-style, on-change, clip-shape and deprecated-modifiers write: each
// replacement of a deprecated modifier type-checks where the deprecated one did.
import SwiftUI

struct ReplacementsProbe: View {
    @State private var query = ""
    @State private var isOn = false
    let accent: Color

    var body: some View {
        VStack {
            Text("a").foregroundStyle(.red)
            Text("b").foregroundStyle(Color.secondary) + Text("c").foregroundStyle(Color.accentColor)
            Image(systemName: "x").foregroundStyle(isOn ? Color.primary : .gray)
            Text("d").foregroundStyle(accent.opacity(0.5))
            Text("e").clipShape(.rect(cornerRadius: 8))
            Text("f").clipShape(RoundedRectangle(cornerRadius: 8))
            TextField("q", text: $query)
                .onChange(of: query) { _, newQuery in print(newQuery) }
                .onChange(of: isOn) { query = "" }
                .onChange(of: query) { (_: String, text: String) in print(text) }
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled(true)
                .overlay(alignment: .trailing) { Text("required") }
                .background(alignment: .top) { Color.red }
                .tint(.orange)
                .ignoresSafeArea(.container, edges: .bottom)
        }
    }
}
