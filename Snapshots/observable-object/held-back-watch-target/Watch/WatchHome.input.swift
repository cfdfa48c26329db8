import SwiftUI

// The watchOS 7 target: nothing here migrates. The class says why; each transform group with
// work in the file says so once, at its first site, as a note.
final class Ticker: ObservableObject {
    @Published var count = 0
}

struct WatchHome: View {
    @StateObject private var ticker = Ticker()
    @StateObject private var other = Ticker()

    var body: some View {
        NavigationView {
            Text("\(ticker.count)")
                .foregroundColor(.red)
                .foregroundColor(.blue)
        }
    }
}
