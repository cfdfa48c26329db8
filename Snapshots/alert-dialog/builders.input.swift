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
                .alert(isPresented: $isDeleting) { deleteAlert }
            Button("Report") { isReporting = true }
                .alert(isPresented: $isReporting, content: { self.makeReportAlert() })
            Button("Sort") { isSorting = true }
                .actionSheet(isPresented: $isSorting) { self.sortSheet }
            Button("Save") { isSaved = true }
                .alert(isPresented: $isSaved, content: savedAlert)
        }
    }

    private var deleteAlert: Alert {
        Alert(title: Text("Delete \(name)?"),
              message: Text("It cannot be undone."),
              primaryButton: .destructive(Text("Delete")) {
                  delete()
              },
              secondaryButton: .cancel(Text("Keep")))
    }

    private func makeReportAlert() -> Alert {
        return Alert(title: Text("Report"), dismissButton: .default(Text("OK"), action: report))
    }

    fileprivate var sortSheet: ActionSheet {
        ActionSheet(title: Text("Sort by"), buttons: [
            .default(Text("Name")) { sort() },
            .cancel(),
        ])
    }

    private func savedAlert() -> Alert {
        Alert(title: Text("Saved"))
    }

    func delete() {}
    func report() {}
    func sort() {}
}

private struct SettingsRow: View {
    @State private var isResetting = false

    var body: some View {
        Button("Reset") { isResetting = true }
            .alert(isPresented: $isResetting) { resetAlert }
    }

    var resetAlert: Alert {
        Alert(title: Text("Reset all settings?"),
              primaryButton: .destructive(Text("Reset"), action: {}),
              secondaryButton: .cancel(Text("Cancel")))
    }
}
