//
//  SidebarView.swift
//  Bookshelf
//
//  The iPad sidebar. Uses selection-driven links (tag:selection:), which have no
//  one-to-one NavigationStack equivalent: the navigation migration leaves them alone.
//

import SwiftUI

struct SidebarView: View {
    @EnvironmentObject var store: LibraryStore
    @StateObject private var profile = ProfileModel()
    @State private var selectedBookID: Book.ID?

    var body: some View {
        List {
            Section("Reading goal") {
                ReadingGoalCard(profile: profile)
            }

            ForEach(Genre.allCases) { genre in
                let books = store.sortedBooks.filter { $0.genre == genre }
                if !books.isEmpty {
                    Section(genre.displayName) {
                        ForEach(books) { book in
                            NavigationLink(
                                destination: BookDetailView(book: book),
                                tag: book.id,
                                selection: $selectedBookID
                            ) {
                                BookRow(book: book)
                            }
                        }
                    }
                }
            }
        }
        .listStyle(.sidebar)
        .navigationBarTitle("Bookshelf")
        .task {
            await profile.load()
        }
    }
}

struct SidebarView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            SidebarView()
        }
        .environmentObject(LibraryStore.preview)
    }
}
