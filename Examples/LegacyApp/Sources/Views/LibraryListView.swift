//
//  LibraryListView.swift
//  Bookshelf
//

import SwiftUI

struct LibraryListView: View {
    @EnvironmentObject var store: LibraryStore
    @EnvironmentObject var settings: ReaderSettings

    @State private var isShowingStats = false
    // Editing: the flag also disables the Add button while the editor is up, so this
    // sheet cannot simply become .sheet(item:).
    @State private var isShowingEditor = false
    @State private var editingBook: Book?

    private var visibleBooks: [Book] {
        settings.showsFinishedBooks ? store.sortedBooks : store.sortedBooks.filter { !$0.isFinished }
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Currently reading")) {
                    RecentlyAddedView()
                }

                Section(header: Text("All books (\(visibleBooks.count))")) {
                    ForEach(visibleBooks) { book in
                        NavigationLink(destination: BookDetailView(book: book)) {
                            BookRow(book: book)
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                editingBook = book
                                isShowingEditor = true
                            } label: {
                                Label("Edit", systemImage: "pencil")
                            }
                            .tint(.blue)
                        }
                    }
                    .onDelete(perform: store.remove(atOffsets:))
                }
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #else
            .listStyle(.sidebar)
            #endif
            .background(
                // Programmatic push to the stats screen, triggered from the toolbar.
                NavigationLink(destination: StatsView(), isActive: $isShowingStats) {
                    EmptyView()
                }
            )
            .navigationBarTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        editingBook = nil
                        isShowingEditor = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .disabled(isShowingEditor)
                }
                ToolbarItem(placement: .navigation) {
                    Button("Stats") { isShowingStats = true }
                }
            }
            .sheet(isPresented: $isShowingEditor) {
                BookEditorView(book: editingBook) { edited in
                    if editingBook == nil {
                        store.add(edited)
                    } else {
                        store.update(edited)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct LibraryListView_Previews: PreviewProvider {
    static var previews: some View {
        LibraryListView()
            .environmentObject(LibraryStore.preview)
            .environmentObject(ReaderSettings())
    }
}
