// snapshot: isolated --min-ios 26 --min-macos 26
import SwiftUI

struct ArchiveView: View {
    @State private var isArchiving = false
    @State private var isLeaving = false
    @State private var isMoving = false

    var body: some View {
        VStack {
            Button("Archive") { isArchiving = true }
                .alert(isPresented: $isArchiving) {
                    Alert(title: Text("Archive?"), primaryButton: .default(Text("Archive"), action: archive), secondaryButton: .cancel())
                }
            Button("Leave") { isLeaving = true }
                .alert(isPresented: $isLeaving) {
                    Alert(title: Text("Leave?"), primaryButton: .destructive(Text("Leave")), secondaryButton: .cancel(stay))
                }
            Button("Move") { isMoving = true }
                .actionSheet(isPresented: $isMoving) {
                    ActionSheet(title: Text("Move to"), buttons: [
                        .default(Text("Inbox")) {},
                        .cancel { stay() },
                    ])
                }
        }
    }

    func archive() {}
    func stay() {}
}
