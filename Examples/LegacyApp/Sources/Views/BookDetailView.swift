//
//  BookDetailView.swift
//  Bookshelf
//

import SwiftUI

struct BookDetailView: View {
    @EnvironmentObject var store: LibraryStore
    @Environment(\.presentationMode) private var presentationMode

    let book: Book

    @State private var isConfirmingDelete = false

    /// The live copy from the store (the book may have been edited elsewhere).
    private var current: Book { store.book(withID: book.id) ?? book }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header

                if !current.notes.isEmpty {
                    Text(current.notes)
                        .font(.body)
                }

                Button(current.isFinished ? "Mark as unread" : "Mark as finished") {
                    store.toggleFinished(current)
                }
                .buttonStyle(.borderedProminent)

                Button("Remove from library", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
            .padding()
        }
        .navigationBarTitle(Text(current.title), displayMode: .inline)
        .confirmationDialog("Remove “\(current.title)”?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Remove", role: .destructive) {
                if let index = store.sortedBooks.firstIndex(of: current) {
                    store.remove(atOffsets: IndexSet(integer: index))
                }
                presentationMode.wrappedValue.dismiss()
            }
        }
    }

    // MARK: - Subviews

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(current.title)
                .font(.largeTitle)
                .bold()
            Text("by \(current.author)")
                .font(.title3)
                .foregroundColor(.secondary)
            HStack {
                Label(current.genre.displayName, systemImage: current.genre.symbolName)
                if current.pageCount > 0 {
                    Text("· \(current.pageCount) pages")
                }
            }
            .font(.footnote)
            .foregroundColor(.secondary)
        }
    }
}

struct BookDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            BookDetailView(book: .preview)
        }
        .environmentObject(LibraryStore.preview)
    }
}
