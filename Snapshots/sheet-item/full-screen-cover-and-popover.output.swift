import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
}

/// `fullScreenCover` and `popover` convert like `sheet`; the popover keeps its other arguments.
struct PlaylistView: View {
    let tracks: [Track]
    @State private var playingTrack: Track?
    @State private var infoTrack: Track?

    var body: some View {
        List(tracks) { track in
            HStack {
                Button("Play") {
                    playingTrack = track
                }
                Button("Info") {
                    infoTrack = track
                }
            }
        }
        .fullScreenCover(item: $playingTrack) { playingTrack in
            Text("Now playing \(playingTrack.title)")
        }
        .popover(item: $infoTrack, arrowEdge: .bottom) { infoTrack in
            Text(infoTrack.title)
                .padding()
        }
    }
}
