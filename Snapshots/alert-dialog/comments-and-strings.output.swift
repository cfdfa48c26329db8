import SwiftUI

// Was .alert(isPresented: $isShowing) { Alert(title: Text("Old")) }.
struct StringsView: View {
    @State private var isShowing = false

    var body: some View {
        Text(".alert(isPresented:) { Alert(title: Text(\"x\")) }")
            .alert("Saved", isPresented: $isShowing) {
                Button("OK") {
                    // Close the editor too.
                    isShowing = false
                }
            }
    }
}
