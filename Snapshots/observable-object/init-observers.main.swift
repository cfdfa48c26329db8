func show(_ label: String, _ make: () -> AnyObject) {
    events = []
    _ = make()
    print("\(label): \(events.joined(separator: " "))")
}

show("Counter(total:)") { Counter(total: 1) }
show("Counter()") { Counter() }
show("Counter(total:step:)") { Counter(total: 1, step: 3) }
show("Draft") { Draft(id: 1, title: "a") }
show("Note") { Note(text: "a") }
MainActor.assumeIsolated {
    show("Session") { Session(user: "a") }
}
