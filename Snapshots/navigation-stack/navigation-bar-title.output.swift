import SwiftUI

// Every form of .navigationBarTitle becomes .navigationTitle; a displayMode: becomes
// .navigationBarTitleDisplayMode with the same mode, on its own line when the title is.
// Text("T") is unwrapped only when it is a plain literal Text.
struct TitlesView: View {
    let name: String
    let compact: Bool

    var body: some View {
        NavigationStack {
            List {
                Text("Plain string")
                    .navigationTitle("Home")
                Text("Literal Text, inline mode")
                    .navigationTitle("Details") // keep this note
                    .navigationBarTitleDisplayMode(.inline)
                Text("Text with a modifier stays a Text")
                    .navigationTitle(Text("Bold").bold())
                    .navigationBarTitleDisplayMode(.large)
                Text("Interpolated").navigationTitle("Hi \(name)").navigationBarTitleDisplayMode(.automatic).padding()
                Text("Variable mode")
                    .navigationTitle(Text(name))
                    .navigationBarTitleDisplayMode(compact ? .inline : .large)
            }
            .navigationTitle(
                Text("Verbatim", comment: "not a plain literal Text")
            )
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
