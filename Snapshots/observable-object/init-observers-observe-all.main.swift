func show(_ label: String, _ make: () -> AnyObject) {
    events = []
    _ = make()
    print("\(label): \(events.joined(separator: " "))")
}

show("Player(id:volume:)") { Player(id: 1, volume: 1) }
show("Player()") { Player() }
show("Player(muted:)") { Player(muted: true) }
show("LiveTrack") { LiveTrack(venue: "hall") }
