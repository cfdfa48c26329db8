//
//  LibraryStore.swift
//  Bookshelf
//
//  The single source of truth for the user's books. Injected at the app root with
//  .environmentObject(_:) and read by most screens.
//

import Foundation
import Combine

final class LibraryStore: ObservableObject {
    @Published var books: [Book]
    @Published var sortOrder: SortOrder = .title
    @Published private(set) var lastSavedAt: Date?

    private let fileURL: URL

    init(books: [Book] = Book.samples, fileURL: URL? = nil) {
        self.books = books
        self.fileURL = fileURL ?? FileManager.default.temporaryDirectory.appendingPathComponent("books.json")
    }

    // MARK: - Queries

    var sortedBooks: [Book] {
        switch sortOrder {
        case .title:
            return books.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        case .author:
            return books.sorted { $0.author.localizedCaseInsensitiveCompare($1.author) == .orderedAscending }
        case .recentlyAdded:
            return books.sorted { $0.addedAt > $1.addedAt }
        }
    }

    var finishedCount: Int { books.filter(\.isFinished).count }

    func book(withID id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    // MARK: - Mutations

    func add(_ book: Book) {
        books.append(book)
        save()
    }

    func update(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index] = book
        save()
    }

    func remove(atOffsets offsets: IndexSet) {
        let doomed = offsets.map { sortedBooks[$0].id }
        books.removeAll { doomed.contains($0.id) }
        save()
    }

    func toggleFinished(_ book: Book) {
        var copy = book
        copy.isFinished.toggle()
        update(copy)
    }

    // MARK: - Persistence

    private func save() {
        do {
            let data = try JSONEncoder().encode(books)
            try data.write(to: fileURL, options: .atomic)
            lastSavedAt = Date()
        } catch {
            print("LibraryStore: save failed: \(error)")
        }
    }
}

// MARK: - Previews

extension LibraryStore {
    static var preview: LibraryStore { LibraryStore(books: Book.samples) }
}
