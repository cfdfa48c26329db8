// snapshot: isolated --min-ios 26 --min-macos 26
import SwiftUI

struct ArchiveView: View {
    @State private var isArchiving = false
    @State private var isLeaving = false
    @State private var isMoving = false

    var body: some View {
        VStack {
            Button("Archive") { isArchiving = true }
                .alert("Archive?", isPresented: $isArchiving) {
                    Button("Archive", action: archive)
                    Button(role: .cancel) {}
                }
            Button("Leave") { isLeaving = true }
                .alert("Leave?", isPresented: $isLeaving) {
                    Button("Leave", role: .destructive) {}
                    Button(role: .cancel, action: stay)
                }
            Button("Move") { isMoving = true }
                .confirmationDialog("Move to", isPresented: $isMoving, titleVisibility: .visible) {
                    Button("Inbox") {}
                    Button(role: .cancel) { stay() }
                }
        }
    }

    func archive() {}
    func stay() {}
}
