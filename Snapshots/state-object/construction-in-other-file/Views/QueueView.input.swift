import SwiftUI

struct QueueView: View {
    let tracks: [Int]

    var body: some View {
        ForEach(tracks, id: \.self) { track in
            PlayerView(player: PlayerModel(trackID: track))
        }
    }
}
