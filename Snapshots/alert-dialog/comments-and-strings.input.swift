import SwiftUI

// Was .alert(isPresented: $isShowing) { Alert(title: Text("Old")) }.
struct StringsView: View {
    @State private var isShowing = false

    var body: some View {
        Text(".alert(isPresented:) { Alert(title: Text(\"x\")) }")
            .alert(isPresented: $isShowing) {
                Alert(title: Text("Saved"), dismissButton: .default(Text("OK")) {
                    // Close the editor too.
                    isShowing = false
                })
            }
    }
}
