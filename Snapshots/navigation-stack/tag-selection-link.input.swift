import SwiftUI

// NavigationLink(tag:selection:) has no mechanical replacement: left, with the value-based
// replacement in the warning. The two-column NavigationView still becomes a split view.
struct FolderList: View {
    let folders: [String]
    @State private var selectedFolder: String?

    var body: some View {
        NavigationView {
            List(folders, id: \.self) { folder in
                NavigationLink(destination: Text(folder), tag: folder, selection: $selectedFolder) {
                    Text(folder)
                }
            }
            Text("No folder selected")
        }
    }
}
