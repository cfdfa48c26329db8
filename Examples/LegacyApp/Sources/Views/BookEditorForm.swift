//
//  BookEditorForm.swift
//  Bookshelf
//
//  The form fields, bound straight to the editor model.
//

import SwiftUI

struct BookEditorForm: View {
    @ObservedObject var editor: BookEditorModel

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $editor.title)
                TextField("Author", text: $editor.author)
                #if os(iOS)
                    .textInputAutocapitalization(.words)
                #endif
                Picker("Genre", selection: $editor.genre) {
                    ForEach(Genre.allCases) { genre in
                        Label(genre.displayName, systemImage: genre.symbolName)
                            .tag(genre)
                    }
                }
            }

            Section("Details") {
                Stepper("Pages: \(editor.pageCount)", value: $editor.pageCount, in: 0...5_000, step: 10)
                Picker("Rating", selection: $editor.rating) {
                    Text("Not rated").tag(0)
                    ForEach(1..<6) { stars in
                        Text(String(repeating: "★", count: stars)).tag(stars)
                    }
                }
                .pickerStyle(.menu)
            }

            Section {
                TextEditor(text: $editor.notes)
                    .frame(minHeight: 120)
            } header: {
                Text("Notes")
            } footer: {
                Text("Only you can see your notes.")
            }
        }
    }
}

struct BookEditorForm_Previews: PreviewProvider {
    static var previews: some View {
        BookEditorForm(editor: BookEditorModel(book: .preview))
    }
}
