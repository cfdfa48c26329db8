import SwiftUI

struct TrashView: View {
    @State private var isConfirming = false
    @State private var isDone = false
    @State private var isFailed = false
    @State private var isAsking = false
    let name = "Report"

    var body: some View {
        VStack {
            Button("Empty") { isConfirming = true }
                .alert("Empty the trash?", isPresented: $isConfirming) {
                    Button("Empty", role: .destructive, action: emptyTrash)
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            Text("Done")
                .alert("Done", isPresented: $isDone) {}
            Text("Failed")
                .alert(Text(name).bold(), isPresented: $isFailed) {
                    Button("OK") {
                        isFailed = false
                        emptyTrash()
                    }
                } message: {
                    Text("Try again \(name).")
                }
            Text("Ask")
                .alert("Rename?", isPresented: $isAsking) {
                    Button(action: {}) {
                        Text(name)
                    }
                    Button("No", role: .cancel) {}
                }
        }
    }

    func emptyTrash() {}
}
