//
//  Book.swift
//  Bookshelf
//
//  The value types the whole app passes around.
//

import Foundation

/// A book on the user's shelf.
struct Book: Identifiable, Hashable, Codable {
    let id: UUID
    var title: String
    var author: String
    var genre: Genre
    var pageCount: Int
    var rating: Int          // 0...5, 0 = not rated yet
    var isFinished: Bool
    var addedAt: Date
    var notes: String

    init(
        id: UUID = UUID(),
        title: String,
        author: String,
        genre: Genre = .fiction,
        pageCount: Int = 0,
        rating: Int = 0,
        isFinished: Bool = false,
        addedAt: Date = Date(),
        notes: String = ""
    ) {
        self.id = id
        self.title = title
        self.author = author
        self.genre = genre
        self.pageCount = pageCount
        self.rating = rating
        self.isFinished = isFinished
        self.addedAt = addedAt
        self.notes = notes
    }
}

// MARK: - Genre

enum Genre: String, CaseIterable, Identifiable, Codable {
    case fiction
    case nonFiction = "non-fiction"
    case poetry
    case science
    case history
    case comics

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .fiction: return "Fiction"
        case .nonFiction: return "Non-fiction"
        case .poetry: return "Poetry"
        case .science: return "Science"
        case .history: return "History"
        case .comics: return "Comics"
        }
    }

    var symbolName: String {
        switch self {
        case .fiction: return "book"
        case .nonFiction: return "text.book.closed"
        case .poetry: return "quote.bubble"
        case .science: return "atom"
        case .history: return "building.columns"
        case .comics: return "bubble.left.and.bubble.right"
        }
    }
}

// MARK: - Sorting

enum SortOrder: String, CaseIterable, Identifiable {
    case title
    case author
    case recentlyAdded

    var id: Self { self }

    var label: String {
        switch self {
        case .title: return "Title"
        case .author: return "Author"
        case .recentlyAdded: return "Recently added"
        }
    }
}

// MARK: - Sample data

extension Book {
    static let samples: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", genre: .fiction, pageCount: 304, rating: 5, isFinished: true),
        Book(title: "A Short History of Nearly Everything", author: "Bill Bryson", genre: .science, pageCount: 544, rating: 4),
        Book(title: "Maus", author: "Art Spiegelman", genre: .comics, pageCount: 296, rating: 5, isFinished: true),
        Book(title: "The Guns of August", author: "Barbara W. Tuchman", genre: .history, pageCount: 640),
        Book(title: "Devotions", author: "Mary Oliver", genre: .poetry, pageCount: 480, rating: 4),
    ]

    static let preview = samples[0]
}
