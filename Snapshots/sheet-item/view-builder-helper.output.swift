import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

/// The content is a computed `@ViewBuilder` property that unwraps the selection: it becomes
/// a method taking the photo.
struct GalleryView: View {
    let photos: [Photo]
    @State private var focusedPhoto: Photo?

    var body: some View {
        ScrollView {
            ForEach(photos) { photo in
                Button(photo.caption) {
                    focusedPhoto = photo
                }
            }
        }
        .fullScreenCover(item: $focusedPhoto) { focusedPhoto in
            photoViewer(focusedPhoto)
        }
    }

    @ViewBuilder
    private func photoViewer(_ focusedPhoto: Photo) -> some View {
        VStack {
            Text(focusedPhoto.caption)
            Button("Close") {
                self.focusedPhoto = nil
            }
        }
    }
}
