// sheet(item:), fullScreenCover(item:), popover(item:) with an Identifiable item, and
// navigationDestination(item:) with a Hashable one. Must type-check.
import SwiftUI

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct Shelf: View {
    let books: [Book]
    @State private var selectedBook: Book?
    @State private var coverBook: Book?
    @State private var popoverBook: Book?
    @State private var pushedBook: Book?

    var body: some View {
        NavigationStack {
            List(books) { book in
                Button(book.title) { selectedBook = book }
            }
            .sheet(item: $selectedBook, onDismiss: { print("dismissed") }) { book in
                Text(book.title)
            }
            .fullScreenCover(item: $coverBook) { book in
                Text(book.title)
            }
            .popover(item: $popoverBook) { book in
                Text(book.title)
            }
            .navigationDestination(item: $pushedBook) { book in
                Text(book.title)
            }
        }
    }
}
