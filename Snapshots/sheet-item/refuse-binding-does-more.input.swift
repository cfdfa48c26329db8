import SwiftUI

struct ExportFile: Identifiable {
    let id: Int
    var name: String
}

/// The binding's setter does more than clear the selection (it also deletes the file), and
/// the other one shows the sheet only when a second flag is also set: neither is `item:`.
struct ExportView: View {
    @State private var exportFile: ExportFile?
    @State private var draftFile: ExportFile?
    @State private var isConfirmed = false
    @State private var deletedNames: [String] = []

    var body: some View {
        VStack {
            Button("Export") { exportFile = ExportFile(id: 1, name: "export.csv") }
            Button("Draft") { draftFile = ExportFile(id: 2, name: "draft.csv"); isConfirmed = true }
        }
        .sheet(isPresented: Binding(
            get: { exportFile != nil },
            set: {
                if !$0 {
                    deletedNames.append(exportFile!.name)
                    exportFile = nil
                }
            }
        )) {
            Text(exportFile!.name)
        }
        .sheet(isPresented: Binding(get: { isConfirmed && draftFile != nil }, set: { isConfirmed = $0 })) {
            Text(draftFile!.name)
        }
    }
}
