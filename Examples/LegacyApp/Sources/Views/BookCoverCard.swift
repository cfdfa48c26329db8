//
//  BookCoverCard.swift
//  Bookshelf
//
//  A card with a book's cover and a note field, written with the modifiers SwiftUI has since
//  deprecated (foreground colours, corner radii, one-value onChange, renamed modifiers, an
//  animation without a value).
//

import SwiftUI

struct BookCoverCard: View {
    let book: Book
    /// Set by the shelf for the book being read; nil otherwise.
    var highlight: Color?
    let onNotesChange: (String) -> Void

    @State private var notes = ""
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(book.title)
                .font(.headline)
                .foregroundColor(.primary)
            Text(book.author)
                .foregroundColor(.secondary)
            Image(systemName: "book.closed")
                .foregroundColor(highlight)
                .accessibility(label: Text("Cover"))
            TextField("Notes", text: $notes)
                .autocapitalization(.sentences)
                .disableAutocorrection(false)
                .onChange(of: notes, perform: onNotesChange)
                .onChange(of: isExpanded) { _ in notes = "" }
                .onChange(of: notes) { newNotes in
                    isExpanded = !newNotes.isEmpty
                }
        }
        .padding(isExpanded ? 16 : 8)
        .animation(.easeInOut)
        .overlay(Image(systemName: "star.fill"), alignment: .topTrailing)
        .background(Color.yellow.opacity(0.2))
        .cornerRadius(12)
        .accentColor(.orange)
    }
}

struct BookCoverBackdrop: View {
    var body: some View {
        Color.black.opacity(0.1)
            .edgesIgnoringSafeArea(.all)
            .cornerRadius(4, antialiased: false)
    }
}

private struct CoverCornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    /// The corner radius of cover cards, set by the screens that lay them out.
    var coverCornerRadius: CGFloat {
        get { self[CoverCornerRadiusKey.self] }
        set { self[CoverCornerRadiusKey.self] = newValue }
    }
}
