//
//  BookEditorModel.swift
//  Bookshelf
//
//  Backs the add/edit form. Created per presentation by BookEditorView.
//

import Foundation
import Combine

final class BookEditorModel: ObservableObject {
    @Published var title: String
    @Published var author: String
    @Published var genre: Genre
    @Published var pageCount: Int
    @Published var rating: Int
    @Published var notes: String

    let original: Book?
    /// How many times the user tried to save an invalid form (analytics only, not UI).
    var invalidSaveAttempts = 0

    lazy var pageCountFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    init(book: Book? = nil) {
        original = book
        title = book?.title ?? ""
        author = book?.author ?? ""
        genre = book?.genre ?? .fiction
        pageCount = book?.pageCount ?? 0
        rating = book?.rating ?? 0
        notes = book?.notes ?? ""
    }

    var isValid: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty && !author.isEmpty
    }

    var hasChanges: Bool {
        guard let original else { return isValid }
        return original.title != title || original.author != author || original.genre != genre
            || original.pageCount != pageCount || original.rating != rating || original.notes != notes
    }

    /// The edited book, or nil (and a counted attempt) when the form is invalid.
    func makeBook() -> Book? {
        guard isValid else {
            invalidSaveAttempts += 1
            return nil
        }
        var book = original ?? Book(title: title, author: author)
        book.title = title
        book.author = author
        book.genre = genre
        book.pageCount = pageCount
        book.rating = rating
        book.notes = notes
        return book
    }
}
