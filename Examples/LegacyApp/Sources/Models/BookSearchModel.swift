//
//  BookSearchModel.swift
//  Bookshelf
//
//  Debounced search over the catalog. Uses the `$query` publisher: the observable-object
//  migration keeps it as `queryPublisher` (a publisher bridge) and migrates the class.
//

import Foundation
import Combine

final class BookSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Book] = []
    @Published private(set) var isSearching = false

    private var catalog: [Book] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .sink { [weak self] query in
                self?.runSearch(query)
            }
            .store(in: &cancellables)
    }

    func setCatalog(_ books: [Book]) {
        catalog = books
        runSearch(query)
    }

    private func runSearch(_ query: String) {
        defer { isSearching = false }
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else {
            results = catalog
            return
        }
        results = catalog.filter {
            $0.title.localizedCaseInsensitiveContains(needle) || $0.author.localizedCaseInsensitiveContains(needle)
        }
    }
}
