import SwiftUI

struct Slide: Identifiable {
    let id: Int
    var title: String
}

/// The selection changes while the sheet is up (the "Next" button inside it) and is set on
/// its own by the list's tap (which `sheet(item:)` would turn into a presentation). `onDismiss`
/// also reads it, but `sheet(item:)` clears it before calling `onDismiss`.
struct SlidesView: View {
    let slides: [Slide]
    @State private var isPresenting = false
    @State private var currentSlide: Slide?
    @State private var lastSeen = ""

    var body: some View {
        List(slides) { slide in
            Text(slide.title)
                .onTapGesture { currentSlide = slide }
        }
        .toolbar {
            Button("Present") {
                currentSlide = slides.first
                isPresenting = true
            }
        }
        .sheet(isPresented: $isPresenting, onDismiss: { lastSeen = currentSlide?.title ?? "" }) {
            VStack {
                Text(currentSlide!.title)
                Button("Next") {
                    currentSlide = slides[(currentSlide!.id + 1) % slides.count]
                }
            }
        }
    }
}
