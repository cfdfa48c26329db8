import SwiftUI

// project.yml builds this folder in the LegacyShelf target, for iOS 15: NavigationStack does
// not exist there, so NavigationView stays (the run's summary says what the target held back).
struct LegacyShelf: View {
    var body: some View {
        NavigationView {
            Text("Shelf")
        }
    }
}
