//
//  BookEditorView.swift
//  Bookshelf
//
//  Presented modally to add a new book or edit an existing one.
//

import SwiftUI

struct BookEditorView: View {
    @StateObject private var editor: BookEditorModel
    @Environment(\.dismiss) private var dismiss

    private let onSave: (Book) -> Void
    @State private var isShowingValidationAlert = false

    init(book: Book?, onSave: @escaping (Book) -> Void) {
        // The model is created once per presentation, seeded with the book being edited.
        _editor = StateObject(wrappedValue: BookEditorModel(book: book))
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            BookEditorForm(editor: editor)
                .navigationTitle(editor.original == nil ? "New Book" : "Edit Book")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save", action: save)
                            .disabled(!editor.hasChanges)
                    }
                }
                .alert("Title and author are required", isPresented: $isShowingValidationAlert) {
                    Button("OK", role: .cancel) {}
                }
        }
        .interactiveDismissDisabled(editor.hasChanges)
    }

    private func save() {
        guard let book = editor.makeBook() else {
            isShowingValidationAlert = true
            return
        }
        onSave(book)
        dismiss()
    }
}

struct BookEditorView_Previews: PreviewProvider {
    static var previews: some View {
        BookEditorView(book: .preview) { _ in }
    }
}
