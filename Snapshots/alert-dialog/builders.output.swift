import SwiftUI

struct TrashRow: View {
    @State private var isDeleting = false
    @State private var isReporting = false
    @State private var isSorting = false
    @State private var isSaved = false
    let name: String

    var body: some View {
        VStack {
            Button("Delete") { isDeleting = true }
                .alert("Delete \(name)?", isPresented: $isDeleting) {
                    Button("Delete", role: .destructive) {
                        delete()
                    }
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
            Button("Report") { isReporting = true }
                .alert("Report", isPresented: $isReporting) {
                    Button("OK", action: report)
                }
            Button("Sort") { isSorting = true }
                .confirmationDialog("Sort by", isPresented: $isSorting, titleVisibility: .visible) {
                    Button("Name") { sort() }
                }
            Button("Save") { isSaved = true }
                .alert("Saved", isPresented: $isSaved) {}
        }
    }

    func delete() {}
    func report() {}
    func sort() {}
}

private struct SettingsRow: View {
    @State private var isResetting = false

    var body: some View {
        Button("Reset") { isResetting = true }
            .alert("Reset all settings?", isPresented: $isResetting) {
                Button("Reset", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}
