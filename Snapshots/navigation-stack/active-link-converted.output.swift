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
        NavigationStack {
            VStack(spacing: 12) {
                Button { showsSettings = true } label: {
                    Label("Settings", systemImage: "gear")
                }
                Button("History") { showsHistory = true }
                Button(
                    action: { showsAbout = true },
                    label: { Text("About") }
                )
                Button("Stats") { showsStats = true }
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showsSettings) { SettingsPage() }
            .navigationDestination(isPresented: $showsHistory) { HistoryPage(limit: 10) }
            .navigationDestination(isPresented: $showsAbout) {
                AboutPage()
                    .navigationTitle("About")
            }
            // Programmatic push, triggered by the Stats button.
            .navigationDestination(isPresented: $showsStats) { StatsPage() }
        }
    }
}

struct SettingsPage: View { var body: some View { Text("Settings") } }
struct HistoryPage: View {
    let limit: Int
    var body: some View { Text("Last \(limit)") }
}
struct AboutPage: View { var body: some View { Text("About") } }
struct StatsPage: View { var body: some View { Text("Stats") } }
