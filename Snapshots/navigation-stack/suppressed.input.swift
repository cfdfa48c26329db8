import SwiftUI

// A disable-next-line comment keeps one NavigationView (and its links) as written.
struct KeptView: View {
    @State private var showsMore = false

    var body: some View {
        // swiftui-migrate:disable-next-line navigation-stack
        NavigationView {
            NavigationLink(destination: Text("More"), isActive: $showsMore) { Text("More") }
        }
    }
}
