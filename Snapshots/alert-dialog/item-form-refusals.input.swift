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
            Text("Content built from the item by a function")
                .alert(item: $warning) { warning in
                    alert(for: warning)
                }
        }
    }

    func makeAlert(_ warning: Warning) -> Alert { Alert(title: Text(warning.text)) }

    private func alert(for warning: Warning) -> Alert {
        switch warning.id {
        case 0: return Alert(title: Text("First"))
        default: return Alert(title: Text(warning.text))
        }
    }
}
