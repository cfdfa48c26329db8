// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'Book' conform to 'Identifiable'
// sheet(item:) needs an Identifiable item: the sheet-item transform must not convert a
// sheet whose selection type is not Identifiable.
import SwiftUI

struct Book {
    var title: String
}

struct Shelf: View {
    @State private var selectedBook: Book?

    var body: some View {
        Text("Shelf")
            .sheet(item: $selectedBook) { book in
                Text(book.title)
            }
    }
}
