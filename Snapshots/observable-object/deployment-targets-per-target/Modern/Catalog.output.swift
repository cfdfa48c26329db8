import SwiftUI

// Two Xcode targets: Bookshelf (iOS 17, the Modern folder) and Legacy (iOS 16, the Legacy
// folder); Shared/Library.swift is in both. Only what iOS 16 code does not need migrates.
@Observable final class Catalog {
    var titles: [String] = []
}

struct CatalogView: View {
    @State private var catalog = Catalog()

    var body: some View {
        List(catalog.titles, id: \.self) { Text($0) }
    }
}
