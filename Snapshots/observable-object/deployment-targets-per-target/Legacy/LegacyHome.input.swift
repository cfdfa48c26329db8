import SwiftUI

// The iOS 16 target: NavigationView becomes NavigationStack (iOS 16), the Observation
// wrappers stay, and the classes they use stay ObservableObjects.
struct LegacyHome: View {
    @EnvironmentObject var settings: ReaderSettings
    @StateObject private var store = Store()

    var body: some View {
        NavigationView {
            Text("\(settings.fontSize)")
        }
        .environmentObject(store)
    }
}
