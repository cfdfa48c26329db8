import SwiftUI

final class Note: ObservableObject {
    @Published var text = ""
    @Published var isPinned = false
}

struct NoteSummary: View {
    @ObservedObject private var note: Note
    private let maxLength: Int

    init(note: Note, maxLength: Int = 80) {
        self._note = ObservedObject(wrappedValue: note)
        self.maxLength = maxLength
    }

    var body: some View {
        Text(String(note.text.prefix(maxLength)))
    }
}

struct NoteEditor: View {
    @ObservedObject var note: Note

    init(_ note: Note) {
        _note = ObservedObject(initialValue: note)
    }

    var body: some View {
        Toggle("Pinned", isOn: $note.isPinned)
    }
}

struct NoteBadge: View {
    @ObservedObject var note: Note

    init(note: Note) {
        _note = .init(wrappedValue: note)
    }

    var body: some View {
        Text(note.isPinned ? "📌" : "")
    }
}
