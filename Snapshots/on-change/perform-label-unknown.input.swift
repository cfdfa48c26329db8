import Combine
import SwiftUI

/// A function named in `perform:` without its labels stays when the project does not say
/// which label a call takes: overloads that disagree, or a function it does not declare.
struct Picker: View {
    @State private var selection = 0
    @State private var isOn = false
    let changes = PassthroughSubject<Bool, Never>()

    var body: some View {
        Text("Picker")
            .onChange(of: selection, perform: select)
            .onChange(of: isOn, perform: changes.send)
            .onChange(of: selection, perform: select(index:))
    }

    func select(index: Int) {}
    func select(name: String) {}
}
