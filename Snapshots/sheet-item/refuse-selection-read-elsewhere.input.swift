import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var title: String
}

/// The toolbar reads the selection after the sheet is gone ("Resume ..."): `sheet(item:)`
/// would have set it to nil on dismissal.
struct EpisodesView: View {
    let episodes: [Episode]
    @State private var isWatching = false
    @State private var watchedEpisode: Episode?

    var body: some View {
        List(episodes) { episode in
            Button(episode.title) {
                watchedEpisode = episode
                isWatching = true
            }
        }
        .toolbar {
            if let watchedEpisode {
                Text("Resume \(watchedEpisode.title)")
            }
        }
        .fullScreenCover(isPresented: $isWatching) {
            Text(watchedEpisode!.title)
        }
    }
}
