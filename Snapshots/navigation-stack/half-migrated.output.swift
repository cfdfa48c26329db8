import SwiftUI

// Half-migrated code: an isActive: link already inside a NavigationStack converts; one inside a
// NavigationSplitView column is left (the column's selection drives the detail there).
struct FeedView: View {
    @State private var showsComposer = false
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            List {
                Text("Post")
            }
            .toolbar {
                Button { showsComposer = true } label: {
                    Image(systemName: "square.and.pencil")
                }
            }
            .navigationDestination(isPresented: $showsComposer) { ComposerPage() }
        }
    }
}

struct FeedSplitView: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationSplitView {
            NavigationLink(destination: Text("Filters"), isActive: $showsFilters) {
                Text("Filters")
            }
        } detail: {
            Text("Feed")
        }
    }
}

struct ComposerPage: View { var body: some View { Text("New post") } }

// The same in a NavigationView that becomes a NavigationSplitView: one warning.
struct InboxSplitView: View {
    @State private var showsRules = false

    var body: some View {
        NavigationSplitView {
            NavigationLink(destination: Text("Rules"), isActive: $showsRules) {
                Text("Rules")
            }
        } detail: {
            Text("No message")
        }
    }
}
