// snapshot: isolated
import Combine
import SwiftUI

@Observable final class Track {
    var title = "" {
        willSet { titleSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var titleSubject = CurrentValueSubject<String, Never>(title)
    /// What `$title` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var titlePublisher: AnyPublisher<String, Never> = titleSubject.eraseToAnyPublisher()
}

@Observable final class Album {
    var title = ""
}

final class Playlist {
    var tracks: [Track] = []
    var favourites: Set<Track> = []
    private var cancellables = Set<AnyCancellable>()

    func watch() {
        // A `for` loop, and closures given the elements (a named parameter or `$0`).
        for track in tracks {
            track.titlePublisher.sink { print($0) }.store(in: &cancellables)
        }
        tracks.forEach { track in track.titlePublisher.sink { print($0) }.store(in: &cancellables) }
        cancellables.formUnion(favourites.map { $0.titlePublisher.sink { print($0) } })
    }
}

struct PlaylistView: View {
    let playlist: Playlist

    var body: some View {
        List(playlist.tracks, id: \.title) { track in
            Text(track.title).onReceive(track.titlePublisher) { print($0) }
        }
    }
}

extension Track: Hashable {
    static func == (a: Track, b: Track) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
