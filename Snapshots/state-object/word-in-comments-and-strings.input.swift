import SwiftUI

// Keep this screen on @StateObject until the model moves to Observation:
// @StateObject private var model = LegacyModel()
struct HelpView: View {
    /* @StateObject var unused = LegacyModel() */
    let tip = "Use @StateObject for objects a view creates, @ObservedObject for passed ones."
    @State private var isExpanded = false

    var body: some View {
        Text(tip + #" (see "@StateObject" in the docs)"#)
    }
}
