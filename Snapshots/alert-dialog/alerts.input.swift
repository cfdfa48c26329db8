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
                .alert(isPresented: $isConfirming) {
                    Alert(title: Text("Empty the trash?"),
                          message: Text("This cannot be undone."),
                          primaryButton: .destructive(Text("Empty"), action: emptyTrash),
                          secondaryButton: .cancel(Text("Keep")))
                }
            Text("Done")
                .alert(isPresented: $isDone) {
                    Alert(title: Text("Done"))
                }
            Text("Failed")
                .alert(isPresented: $isFailed, content: {
                    return Alert(title: Text(name).bold(), message: Text("Try again \(name)."), dismissButton: .default(Text("OK")) {
                        isFailed = false
                        emptyTrash()
                    })
                })
            Text("Ask")
                .alert(isPresented: $isAsking) {
                    Alert(title: Text("Rename?"), message: nil,
                          primaryButton: .default(Text(name)),
                          secondaryButton: .cancel(Text("No"), action: nil))
                }
        }
    }

    func emptyTrash() {}
}
