import SwiftUI

/// What stays: a value typed by the call (the replacements also take strings and keys),
/// `selectionIdentifier:` (no replacement), and the replacements themselves. A comment after
/// the label stays before the value.
struct Choice: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .accessibility(label: .init(name))
                .accessibility(inputLabels: [])
                .accessibilityHint(/* spoken */ Text("Selects it"))
                .accessibility(selectionIdentifier: name)
            Text(name)
                .accessibilityLabel(Text(name))
                .accessibilityHidden(false)
        }
    }
}
