// snapshot: isolated --observe-all
import Observation

/// What the properties' observers did, in order (printed by init-observers-observe-all.main.swift).
var events: [String] = []

func record(_ event: String) { events.append(event) }

@Observable final class Player {
    var title = ""
    var volume = 5 { didSet { record("volume.didSet") } }
    var muted: Bool { willSet { record("muted.willSet") } }
    private(set) var queue: [String] = [] { didSet { record("queue.didSet") } }
    var plays = 0
    var lastVolume = 0
    let id: Int

    init(id: Int, volume: Int) {
        self._volume = volume
        _muted = false
        _queue.append("first")
        // Without observers, a plain `=` works on the computed property as on the stored one;
        // a read or a mutation before every property is set needs the storage.
        lastVolume = volume * 2
        _plays += 1
        self.id = id
        record("|")
        // Its own initializer sets the storage: no observer runs here, before or after.
        self._volume = volume + 1
        _muted = true
        _queue.append("\(_plays)")
        // Closures and defer run later, through the setters: their observers run.
        let reset = { self.volume = 0 }
        reset()
        defer { muted = false }
    }

    convenience init() {
        self.init(id: 0, volume: 1)
        _volume = 2
    }
}

extension Player {
    convenience init(muted: Bool) {
        self.init(id: 1, volume: 1)
        self._muted = muted
    }
}

@Observable class Track {
    var name = ""
    var rating = 0 { didSet { record("Track.rating.didSet") } }

    init() {}
}

@Observable final class LiveTrack: Track {
    var venue: String
    var encore = false { didSet { record("LiveTrack.encore.didSet") } }

    init(venue: String) {
        self.venue = venue
        _encore = true
        super.init()
        record("|")
        // The superclass's property: its observers ran here before, and still do.
        rating = 5
        _encore = false
    }
}
