import SwiftUI

// isActive: links inside what is now a NavigationStack, outside any List row, each with a Bool
// of this view: the destination moves to .navigationDestination(isPresented:) on the stack's
// root content; a visible link becomes a Button that sets the Bool, a hidden one (EmptyView
// label) goes, with the .background it lived in. Its comment moves with the destination.
struct HomeView: View {
    @State private var showsSettings = false
    @State private var showsHistory = false
    @State private var showsAbout = false
    @State private var showsStats = false

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                NavigationLink(destination: SettingsPage(), isActive: $showsSettings) {
                    Label("Settings", systemImage: "gear")
                }
                NavigationLink("History", destination: HistoryPage(limit: 10), isActive: $showsHistory)
                NavigationLink(
                    destination: AboutPage()
                        .navigationBarTitle("About"),
                    isActive: $showsAbout,
                    label: { Text("About") }
                )
                .isDetailLink(false)
                Button("Stats") { showsStats = true }
            }
            .background(
                // Programmatic push, triggered by the Stats button.
                NavigationLink(destination: StatsPage(), isActive: $showsStats) {
                    EmptyView()
                }
            )
            .navigationTitle("Home")
        }
        .navigationViewStyle(.stack)
    }
}

struct SettingsPage: View { var body: some View { Text("Settings") } }
struct HistoryPage: View {
    let limit: Int
    var body: some View { Text("Last \(limit)") }
}
struct AboutPage: View { var body: some View { Text("About") } }
struct StatsPage: View { var body: some View { Text("Stats") } }
