// expect-error: instance method 'fullScreenCover(item:onDismiss:content:)' requires that 'Book' conform to 'Identifiable'
// fullScreenCover(item:) needs an Identifiable item, like sheet(item:).
import SwiftUI

struct Book {
    var title: String
}

struct Shelf: View {
    @State private var selectedBook: Book?

    var body: some View {
        Text("Shelf")
            .fullScreenCover(item: $selectedBook) { book in
                Text(book.title)
            }
    }
}
