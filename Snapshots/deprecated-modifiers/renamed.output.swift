import SwiftUI

/// Each deprecated modifier becomes its replacement, arguments mapped.
struct Signup: View {
    @State private var name = ""
    @State private var code = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled(true)
            TextField("Code", text: $code)
                .textInputAutocapitalization(.characters)
                .textInputAutocapitalization(.never)
                .textInputAutocapitalization(.sentences)
            Text("Badge")
                .overlay(alignment: .topTrailing) { Circle().fill(Color.red) }
                .background(alignment: .center) { Color.gray }
        }
        .tint(.purple)
        .ignoresSafeArea(.container, edges: .all)
    }
}
