//
//  RecentlyAddedView.swift
//  Bookshelf
//
//  A horizontal strip of the newest unfinished books; tapping one shows it in a sheet.
//

import SwiftUI

struct RecentlyAddedView: View {
    @EnvironmentObject var store: LibraryStore

    @State private var isShowingDetail = false
    @State private var selectedBook: Book?

    private var recentBooks: [Book] {
        Array(store.books.filter { !$0.isFinished }.sorted { $0.addedAt > $1.addedAt }.prefix(6))
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(recentBooks) { book in
                    Button {
                        selectedBook = book
                        isShowingDetail = true
                    } label: {
                        cover(for: book)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal)
        }
        .sheet(isPresented: $isShowingDetail) {
            NavigationView {
                BookDetailView(book: selectedBook!)
            }
        }
    }

    // MARK: - Helpers

    private func cover(for book: Book) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.accentColor.opacity(0.2))
                .frame(width: 90, height: 130)
                .overlay(
                    Image(systemName: book.genre.symbolName)
                        .font(.title)
                )
            Text(book.title)
                .font(.caption)
                .lineLimit(2)
                .frame(width: 90, alignment: .leading)
        }
    }
}

struct RecentlyAddedView_Previews: PreviewProvider {
    static var previews: some View {
        RecentlyAddedView()
            .environmentObject(LibraryStore.preview)
            .previewLayout(.sizeThatFits)
    }
}
