import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

/// The flag is read by `.disabled(...)` and `.onChange(of:)`: with the flag gone, they would
/// have nothing to read.
struct SongsView: View {
    let songs: [Song]
    @State private var isShowingLyrics = false
    @State private var lyricsSong: Song?
    @State private var log: [String] = []

    var body: some View {
        List(songs) { song in
            Button(song.title) {
                lyricsSong = song
                isShowingLyrics = true
            }
            .disabled(isShowingLyrics)
        }
        .onChange(of: isShowingLyrics) { _, shown in
            log.append(shown ? "shown" : "hidden")
        }
        .sheet(isPresented: $isShowingLyrics) {
            Text(lyricsSong!.title)
        }
    }
}
