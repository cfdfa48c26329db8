// snapshot: isolated
import Combine

/// What the properties' observers did, in order (printed by init-observers.main.swift).
var events: [String] = []

func record(_ event: String) { events.append(event) }

final class Counter: ObservableObject {
    @Published var total = 0 { didSet { record("total.didSet") } }
    @Published var step = 1 { willSet { record("step.willSet") } }
    @Published private(set) var history: [Int] = [] { didSet { record("history.didSet") } }
    var saves = 0 { didSet { record("saves.didSet") } }

    init(total: Int) {
        // Every stored property has a value already: these are sets, as after @Observable.
        self.total = total
        step = 2
        history.append(total)
        self.total += 1
        saves = 1
    }

    convenience init() {
        self.init(total: 0)
        total = 5
        saves = 2
    }
}

extension Counter {
    convenience init(total: Int, step: Int) {
        self.init(total: total)
        self.step = step
    }
}

final class Draft: ObservableObject {
    @Published var title = "" { didSet { record("title.didSet") } }
    @Published var text: String { didSet { record("text.didSet") } }
    let id: Int

    init(id: Int, title: String) {
        // Before every stored property has a value: these initialize, as after @Observable.
        self.title = title
        text = ""
        self.id = id
        record("|")
        self.title = title
        let edit = { self.text = "edited" }
        edit()
        defer { text = "signed" }
    }
}

class Document: ObservableObject {
    @Published var name = "" { didSet { record("Document.name.didSet") } }
    var revision = 0 { didSet { record("Document.revision.didSet") } }

    init() {}
}

final class Note: Document {
    @Published var text = "" { didSet { record("Note.text.didSet") } }
    var words = 0 { didSet { record("Note.words.didSet") } }

    init(text: String) {
        self.text = text
        words = 1
        super.init()
        record("|")
        name = "note"
        revision = 1
        self.text = text
        words = 2
    }
}

@MainActor
final class Session: ObservableObject {
    @Published var user = "" { didSet { record("user.didSet") } }

    init(user: String) {
        self.user = user
    }
}
