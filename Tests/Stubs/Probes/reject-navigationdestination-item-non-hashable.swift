// expect-error: instance method 'navigationDestination(item:destination:)' requires that 'Book' conform to 'Hashable'
// navigationDestination(item:) needs a Hashable item (Apple requires Hashable here, not
// Identifiable): an Identifiable-only item is rejected.
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
}

struct Shelf: View {
    @State private var selectedBook: Book?

    var body: some View {
        NavigationStack {
            Text("Shelf")
                .navigationDestination(item: $selectedBook) { book in
                    Text(book.title)
                }
        }
    }
}
