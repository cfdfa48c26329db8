import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

/// The content is a computed `@ViewBuilder` property that unwraps the selection: it becomes
/// a method taking the photo.
struct GalleryView: View {
    let photos: [Photo]
    @State private var isShowingPhoto = false
    @State private var focusedPhoto: Photo?

    var body: some View {
        ScrollView {
            ForEach(photos) { photo in
                Button(photo.caption) {
                    focusedPhoto = photo
                    isShowingPhoto = true
                }
            }
        }
        .fullScreenCover(isPresented: $isShowingPhoto) {
            photoViewer
        }
    }

    @ViewBuilder
    private var photoViewer: some View {
        if let focusedPhoto {
            VStack {
                Text(focusedPhoto.caption)
                Button("Close") {
                    isShowingPhoto = false
                }
            }
        }
    }
}
