//
//  BookshelfApp.swift
//  Bookshelf
//
//  App entry point. Owns the long-lived models and injects them into the view tree.
//

import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var store = LibraryStore()
    @StateObject private var settings = ReaderSettings()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
                .environmentObject(settings)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                print("Bookshelf moved to the background with \(store.books.count) books")
            }
        }

        #if os(macOS)
        Settings {
            SettingsView()
                .environmentObject(settings)
        }
        #endif
    }
}
