import SwiftUI

// The iOS 17 target: its own code migrates; the property of the shared class stays, and its
// warning says why in one line.
struct ShelfView: View {
    @ObservedObject var library: Library
    @EnvironmentObject var progress: SharedReadingProgressSynchronizationCoordinator

    var body: some View {
        NavigationStack {
            Text("\(library.books.count)")
        }
    }
}
