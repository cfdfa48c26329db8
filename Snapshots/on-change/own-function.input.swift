import SwiftUI

// The project declares an onChange(of:perform:) of its own (a back-port): its calls stay.
extension View {
    func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void, debounce: Double) -> some View {
        self
    }
}

struct Field: View {
    @State private var text = ""

    var body: some View {
        TextField("Text", text: $text)
            .onChange(of: text, perform: { _ in }, debounce: 0.3)
            .onChange(of: text) { new in print(new) }
    }
}
