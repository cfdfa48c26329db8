//
//  StatsView.swift
//  Bookshelf
//
//  Pushed programmatically from the library list.
//

import SwiftUI

struct StatsView: View {
    @EnvironmentObject var store: LibraryStore
    // FIXME: this view creates its own model on every init; it should be handed one (or
    // own it with @StateObject). Kept as found in the codebase.
    @ObservedObject var stats = ReadingStatsModel()

    var body: some View {
        List {
            Section(header: Text("Library")) {
                statRow("Books", value: "\(store.books.count)")
                statRow("Finished", value: "\(store.finishedCount)")
                statRow("Pages read", value: "\(stats.pagesRead)")
                if stats.averageRating > 0 {
                    statRow("Average rating", value: String(format: "%.1f ★", stats.averageRating))
                }
            }

            Section(header: Text("By genre")) {
                ForEach(Genre.allCases) { genre in
                    let count = store.books.filter { $0.genre == genre }.count
                    if count > 0 {
                        statRow(genre.displayName, value: "\(count)")
                            .fontWeight(genre == stats.favoriteGenre ? .semibold : .regular)
                    }
                }
            }
        }
        .navigationBarTitle("Statistics")
        .onAppear { stats.recompute(from: store.books) }
    }

    private func statRow(_ title: String, value: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .foregroundColor(.secondary)
        }
    }
}

struct StatsView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            StatsView()
        }
        .environmentObject(LibraryStore.preview)
    }
}
