// A sheet driven by an optional selection through Binding(get:set:), the form a
// migration can fall back to when sheet(item:) does not apply. Must type-check.
import SwiftUI

struct Book {
    var title: String
}

struct Shelf: View {
    let books: [Book]
    @State private var selectedBook: Book?

    var body: some View {
        List(books.indices, id: \.self) { index in
            Button(books[index].title) { selectedBook = books[index] }
        }
        .sheet(isPresented: Binding(
            get: { selectedBook != nil },
            set: { if !$0 { selectedBook = nil } }
        )) {
            if let selectedBook {
                Text(selectedBook.title)
            }
        }
    }
}
