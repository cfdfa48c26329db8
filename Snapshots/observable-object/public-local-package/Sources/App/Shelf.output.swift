import SwiftUI

struct Shelf: View {
    @State private var library = Library()

    var body: some View {
        Text("\(library.books.count)")
    }
}
