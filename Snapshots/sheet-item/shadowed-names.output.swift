import SwiftUI

struct Folder: Identifiable {
    let id: Int
    var name: String
    var children: [Folder]
}

/// Locals named like the selection (the row's `folder`, the inner `ForEach`'s `folder`) are
/// not the property: `self.folder = folder` is the presenting assignment, and the close
/// button clears the property as `self.folder`, since the new closure parameter hides it.
struct FoldersView: View {
    let folders: [Folder]
    @State private var folder: Folder?

    var body: some View {
        List(folders) { folder in
            Button(folder.name) {
                self.folder = folder
            }
        }
        .sheet(item: $folder) { folder in
            VStack {
                ForEach(folder.children) { folder in
                    Text(folder.name)
                }
                Button("Close") { self.folder = nil }
            }
        }
    }
}
