import SwiftUI

@Observable final class Note {
    var text = ""
    var isPinned = false
}

struct NoteSummary: View {
    private let note: Note
    private let maxLength: Int

    init(note: Note, maxLength: Int = 80) {
        self.note = note
        self.maxLength = maxLength
    }

    var body: some View {
        Text(String(note.text.prefix(maxLength)))
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    init(_ note: Note) {
        _note = Bindable(wrappedValue: note)
    }

    var body: some View {
        Toggle("Pinned", isOn: $note.isPinned)
    }
}

struct NoteBadge: View {
    let note: Note

    init(note: Note) {
        self.note = note
    }

    var body: some View {
        Text(note.isPinned ? "📌" : "")
    }
}
