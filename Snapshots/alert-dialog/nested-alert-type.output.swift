import SwiftUI

enum WindowState {
    enum Alert: Identifiable {
        case deleted
        var id: Int { 0 }
    }
}

struct WindowView: View {
    @State private var isShowing = false

    var body: some View {
        Text("Window")
            .alert("Closed", isPresented: $isShowing) {}
    }
}
