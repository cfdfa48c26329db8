import SwiftUI

/// Actions whose meaning the two-value form would change stay, with a warning.
struct Filter: View {
    let query: String
    @State private var isOn = false

    var body: some View {
        Text("Filter")
            // The deprecated form's action saw `query` as it was before the change.
            .onChange(of: query) { newQuery in
                if newQuery.count > query.count { print("longer") }
            }
            .onChange(of: self.query) { _ in print(self.query) }
            // $0 would be the old value with two parameters.
            .onChange(of: isOn) { print($0) }
            // A parameter named as the observed value shadows it: no read of the old value.
            .onChange(of: query) { _, query in print(query) }
            // A label is not a read.
            .onChange(of: query) { _, new in show(query: new) }
    }

    func show(query: String) {}
}
