import SwiftUI

/// Each deprecated modifier becomes its replacement, arguments mapped.
struct Signup: View {
    @State private var name = ""
    @State private var code = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .autocapitalization(.words)
                .disableAutocorrection(true)
            TextField("Code", text: $code)
                .autocapitalization(UITextAutocapitalizationType.allCharacters)
                .autocapitalization(.none)
                .autocapitalization(.sentences)
            Text("Badge")
                .overlay(Circle().fill(Color.red), alignment: .topTrailing)
                .background(
                    Color.gray,
                    alignment: .center
                )
        }
        .accentColor(.purple)
        .edgesIgnoringSafeArea(.all)
    }
}
