import SwiftUI

struct Failure: Identifiable {
    let id: Int
    let reason: String
}

struct RefusalsView: View {
    @State private var failure: Failure?
    @State private var isShowing = false
    @State private var isAsking = false
    @State private var isPicking = false
    @State private var isWarning = false
    @State private var isNoting = false
    let message: Text? = nil
    let buttons: [ActionSheet.Button] = []

    var body: some View {
        VStack {
            Text("Item")
                .alert(item: failureBinding()) { failure in
                    Alert(title: Text(failure.reason))
                }
            Text("Computed")
                .alert(isPresented: $isShowing, content: makeAlert)
            Text("System cancel")
                .alert(isPresented: $isAsking) {
                    Alert(title: Text("Sure?"), primaryButton: .default(Text("Yes")), secondaryButton: .cancel())
                }
            Text("Button list")
                .actionSheet(isPresented: $isPicking) {
                    ActionSheet(title: Text("Pick"), buttons: buttons)
                }
            Text("Message value")
                .alert(isPresented: $isWarning) {
                    Alert(title: Text("Warning"), message: message)
                }
            Text("Comment")
                .alert(isPresented: $isNoting) {
                    // Shown once.
                    Alert(title: Text("Note"))
                }
        }
    }

    func makeAlert() -> Alert { Alert(title: Text("Computed")) }
    func failureBinding() -> Binding<Failure?> { $failure }
}
