// snapshot: isolated
import SwiftUI

@Observable final class SearchModel {
    var query = ""
    var isSearching = false
}

struct SearchField: View {
    let model: SearchModel
    @State private var query = ""
    @Binding var isSearching: Bool

    var body: some View {
        TextField("Search", text: $query)
            .disabled(isSearching)
            .onSubmit { model.query = query }
            .onChange(of: query) { _, newValue in
                isSearching = !newValue.isEmpty
            }
            .toggleStyle(isOn: $isSearching)
    }
}

extension View {
    func toggleStyle(isOn: Binding<Bool>) -> some View { self }
}
