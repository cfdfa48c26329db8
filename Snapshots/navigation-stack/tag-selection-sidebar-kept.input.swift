// snapshot: --platforms macos
import SwiftUI

// Sidebars of tagged links that are not the plain shape keep their links, with the split
// view's replacement in the warning: links made by a ForEach (the detail could not tell which
// destination a tag shows), and a list that mixes a tagged link with a plain one.
struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct FolderSidebar: View {
    let folders: [Folder]
    @State private var selected: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(folders) { folder in
                    NavigationLink(folder.name, tag: folder.id, selection: $selected) {
                        Text(folder.name)
                    }
                }
            }
        }
    }
}

struct MixedSidebar: View {
    @State private var selected: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Inbox", tag: 1, selection: $selected) {
                    Text("Inbox")
                }
                NavigationLink("About", destination: Text("About"))
            }
        }
    }
}
