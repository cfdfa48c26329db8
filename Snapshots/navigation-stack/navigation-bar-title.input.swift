import SwiftUI

// Every form of .navigationBarTitle becomes .navigationTitle; a displayMode: becomes
// .navigationBarTitleDisplayMode with the same mode, on its own line when the title is.
// Text("T") is unwrapped only when it is a plain literal Text.
struct TitlesView: View {
    let name: String
    let compact: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Plain string")
                    .navigationBarTitle("Home")
                Text("Literal Text, inline mode")
                    .navigationBarTitle(Text("Details"), displayMode: .inline) // keep this note
                Text("Text with a modifier stays a Text")
                    .navigationBarTitle(Text("Bold").bold(), displayMode: .large)
                Text("Interpolated").navigationBarTitle("Hi \(name)", displayMode: .automatic).padding()
                Text("Variable mode")
                    .navigationBarTitle(Text(name), displayMode: compact ? .inline : .large)
            }
            .navigationBarTitle(
                Text("Verbatim", comment: "not a plain literal Text"),
                displayMode: .inline
            )
        }
    }
}
