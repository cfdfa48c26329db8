import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
}

/// `fullScreenCover` and `popover` convert like `sheet`; the popover keeps its other arguments.
struct PlaylistView: View {
    let tracks: [Track]
    @State private var isPlaying = false
    @State private var playingTrack: Track?
    @State private var isShowingInfo = false
    @State private var infoTrack: Track?

    var body: some View {
        List(tracks) { track in
            HStack {
                Button("Play") {
                    playingTrack = track
                    isPlaying = true
                }
                Button("Info") {
                    infoTrack = track
                    isShowingInfo = true
                }
            }
        }
        .fullScreenCover(isPresented: $isPlaying) {
            Text("Now playing \(playingTrack!.title)")
        }
        .popover(isPresented: $isShowingInfo, arrowEdge: .bottom) {
            Text(infoTrack!.title)
                .padding()
        }
    }
}
