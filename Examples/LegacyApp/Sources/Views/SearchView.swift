//
//  SearchView.swift
//  Bookshelf
//
//  Debounced search. The search model is Combine-driven, so it stays a @StateObject.
//

import SwiftUI

struct SearchView: View {
    @EnvironmentObject var store: LibraryStore
    @StateObject private var search = BookSearchModel()

    var body: some View {
        NavigationStack {
            List(search.results) { book in
                NavigationLink(value: book) {
                    BookRow(book: book)
                }
            }
            .overlay {
                if search.isSearching {
                    ProgressView()
                } else if search.results.isEmpty {
                    Text("No matches for “\(search.query)”")
                        .foregroundColor(.secondary)
                }
            }
            .navigationTitle("Search")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .searchable(text: $search.query, prompt: "Title or author")
            .onAppear { search.setCatalog(store.books) }
        }
    }
}

#Preview {
    SearchView()
        .environmentObject(LibraryStore.preview)
}
