//
//  ContentView.swift
//  Bookshelf
//
//  Root view: tabs on iPhone, a sidebar + detail layout on iPad.
//

import SwiftUI

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .regular {
            // iPad: classic two-column NavigationView (sidebar, then a placeholder detail).
            NavigationView {
                SidebarView()
                PlaceholderDetailView()
            }
        } else {
            TabView {
                LibraryListView()
                    .tabItem { Label("Library", systemImage: "books.vertical") }

                SearchView()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }

                ProfileView()
                    .tabItem { Label("Profile", systemImage: "person.crop.circle") }

                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}

// MARK: - Placeholder

/// Shown in the detail column until a book is selected.
private struct PlaceholderDetailView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "book.closed")
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            Text("Select a book")
                .font(.title3)
                .foregroundColor(.secondary)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(LibraryStore.preview)
            .environmentObject(ReaderSettings())
    }
}
