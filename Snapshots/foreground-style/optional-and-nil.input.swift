import SwiftUI

struct Theme {
    var text: Color?
}

/// nil and optional colours stay, with a note: foregroundStyle takes no nil.
struct Label2: View {
    let highlight: Color?
    let theme: Theme?
    let isOn: Bool

    var body: some View {
        VStack {
            Text("nil").foregroundColor(nil)
            Text("none").foregroundColor(.none)
            Text("optional property").foregroundColor(highlight)
            Text("optional chain").foregroundColor(theme?.text)
            Text("nil branch").foregroundColor(isOn ? .red : nil)
            Text("plain").foregroundColor(.red)
        }
    }
}
