//
//  BookRow.swift
//  Bookshelf
//

import SwiftUI

/// One line in a list of books.
struct BookRow: View {
    let book: Book

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: book.genre.symbolName)
                .frame(width: 28)
                .foregroundColor(.accentColor)

            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }

            Spacer()

            if book.isFinished {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundColor(.green)
                    .accessibilityLabel("Finished")
            } else if book.rating > 0 {
                ratingLabel
            }
        }
        .padding(.vertical, 4)
    }

    private var ratingLabel: some View {
        Text(String(repeating: "★", count: book.rating))
            .font(.caption)
            .foregroundColor(.orange)
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BookRow(book: Book.samples[0])
            BookRow(book: Book.samples[1])
        }
        .previewLayout(.sizeThatFits)
        .padding()
    }
}
