import SwiftUI

struct Book: Identifiable {
    let id: UUID
    var title: String
    var author: String
}

/// The classic pattern: the button sets the selection and the flag together, and the
/// sheet force-unwraps the selection.
struct RecentBooksView: View {
    let books: [Book]

    /// Whether the detail sheet is up.
    @State private var isShowingDetail = false
    @State private var selectedBook: Book?

    var body: some View {
        List(books) { book in
            Button {
                selectedBook = book
                isShowingDetail = true
            } label: {
                Text(book.title)
            }
        }
        .sheet(isPresented: $isShowingDetail) {
            NavigationStack {
                BookDetailView(book: selectedBook!)
                    .navigationTitle(selectedBook!.title)
            }
        }
    }
}

struct BookDetailView: View {
    let book: Book

    var body: some View {
        VStack {
            Text(book.title)
            Text(book.author)
        }
    }
}
