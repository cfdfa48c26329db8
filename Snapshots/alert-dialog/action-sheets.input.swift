import SwiftUI

struct PhotoView: View {
    @State private var isChoosing = false
    @State private var isSharing = false

    var body: some View {
        VStack {
            Button("Choose") { isChoosing = true }
                .actionSheet(isPresented: $isChoosing) {
                    ActionSheet(title: Text("Add a photo"), message: Text("From where?"), buttons: [
                        .default(Text("Camera")) { takePhoto() },
                        .default(Text("Library"), action: pickPhoto),
                        .destructive(Text("Remove")),
                        .cancel(),
                    ])
                }
            Button("Share") { isSharing = true }
                .actionSheet(isPresented: $isSharing) {
                    ActionSheet(title: Text("Share"))
                }
        }
    }

    func takePhoto() {}
    func pickPhoto() {}
}
