//
//  ReadingStatsModel.swift
//  Bookshelf
//
//  Derived numbers for the statistics screen.
//

import Foundation
import Combine

class ReadingStatsModel: ObservableObject {
    @Published private(set) var pagesRead = 0
    @Published private(set) var averageRating: Double = 0
    @Published private(set) var favoriteGenre: Genre?

    func recompute(from books: [Book]) {
        let finished = books.filter(\.isFinished)
        pagesRead = finished.reduce(0) { $0 + $1.pageCount }

        let rated = books.filter { $0.rating > 0 }
        averageRating = rated.isEmpty ? 0 : Double(rated.reduce(0) { $0 + $1.rating }) / Double(rated.count)

        let counts = Dictionary(grouping: books, by: \.genre).mapValues(\.count)
        favoriteGenre = counts.max { $0.value < $1.value }?.key
    }
}
