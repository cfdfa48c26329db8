import SwiftUI

final class Track: ObservableObject {
    @Published var title = ""
}

// Assigned again after init: stays `var`.
struct TrackCell: View {
    @ObservedObject var track: Track

    var body: some View {
        Text(track.title)
    }

    mutating func show(_ other: Track) {
        track = other
    }
}

// Assigned from outside (`cell.track = …`): stays `var`.
struct NowPlaying: View {
    @ObservedObject var current: Track

    var body: some View {
        Text(current.title)
    }
}

func preparedNowPlaying(_ track: Track, replacing old: Track) -> NowPlaying {
    var view = NowPlaying(current: old)
    view.current = track
    return view
}

// Only set up once in its init: becomes `let`.
struct TrackTitle: View {
    @ObservedObject var track: Track

    init(track: Track) {
        self.track = track
    }

    var body: some View {
        Text(track.title)
    }
}
