import SwiftUI

struct RecipeDetail: View {
    let name: String
    @State private var showsShare = false
    @State private var showsNotes = false

    var body: some View {
        NavigationView {
            IngredientsSection(name: name)
        }
        .navigationViewStyle(.stack)
        .sheet(isPresented: $showsShare) {
            // A sheet is a new presentation: its NavigationView is not nested.
            NavigationView { Text("Share \(name)") }
                .navigationViewStyle(.stack)
        }
        .sheet(isPresented: $showsNotes) { notesSheet }
    }

    // Used only inside a sheet: not nested either.
    private var notesSheet: some View {
        NavigationView {
            Text("Notes on \(name)")
        }
        .navigationViewStyle(.stack)
    }
}

// Shown inside the pushed RecipeDetail: nested as well.
struct IngredientsSection: View {
    let name: String

    var body: some View {
        NavigationView {
            Text("Ingredients of \(name)")
        }
        .navigationViewStyle(.stack)
    }
}
