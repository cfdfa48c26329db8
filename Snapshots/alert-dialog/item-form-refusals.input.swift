import SwiftUI

struct Warning: Identifiable {
    let id: Int
    let text: String
}

struct ItemRefusalsView: View {
    @State private var warning: Warning?
    @State private var warnings: [Warning?] = [nil]

    var body: some View {
        VStack {
            Text("Typed parameter")
                .alert(item: $warning) { (warning: Warning) in
                    Alert(title: Text(warning.text))
                }
            Text("Subscript binding")
                .alert(item: $warnings[0]) { warning in
                    Alert(title: Text(warning.text))
                }
            Text("Computed content")
                .alert(item: $warning, content: makeAlert)
        }
    }

    func makeAlert(_ warning: Warning) -> Alert { Alert(title: Text(warning.text)) }
}
