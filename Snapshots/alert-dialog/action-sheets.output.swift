import SwiftUI

struct PhotoView: View {
    @State private var isChoosing = false
    @State private var isSharing = false

    var body: some View {
        VStack {
            Button("Choose") { isChoosing = true }
                .confirmationDialog("Add a photo", isPresented: $isChoosing, titleVisibility: .visible) {
                    Button("Camera") { takePhoto() }
                    Button("Library", action: pickPhoto)
                    Button("Remove", role: .destructive) {}
                } message: {
                    Text("From where?")
                }
            Button("Share") { isSharing = true }
                .confirmationDialog("Share", isPresented: $isSharing, titleVisibility: .visible) {}
        }
    }

    func takePhoto() {}
    func pickPhoto() {}
}
