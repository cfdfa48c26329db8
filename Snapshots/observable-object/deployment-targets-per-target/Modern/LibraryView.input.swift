import SwiftUI

// Library is declared in a file both targets build: it stays an ObservableObject, and so
// does its wrapper here.
struct LibraryView: View {
    @ObservedObject var library: Library
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        Text("\(library.count) books, \(settings.fontSize) pt")
    }
}
