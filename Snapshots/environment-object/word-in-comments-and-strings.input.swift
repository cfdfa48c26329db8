import SwiftUI

// Inject with .environmentObject(store) and read with @EnvironmentObject var store: Store.
struct DocsView: View {
    let hint = "call .environmentObject(_:) on the root view"
    @State private var isOn = false

    var body: some View {
        Text(hint + " /* @EnvironmentObject */")
    }
}
