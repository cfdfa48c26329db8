import SwiftUI

struct Screen: View {
    @State private var isShowing = false

    var body: some View {
        Text("Screen")
            .alert(isPresented: $isShowing) {
                Alert(title: Text("Mine"))
            }
    }
}
