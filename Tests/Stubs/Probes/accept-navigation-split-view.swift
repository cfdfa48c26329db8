// NavigationSplitView in its two- and three-column forms, with List selection. Must type-check.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct TwoColumns: View {
    @State private var selection: Folder.ID?
    let folders: [Folder]

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Text(folder.name)
            }
            .navigationTitle("Folders")
        } detail: {
            if let selection {
                Text("Folder \(selection)")
            } else {
                Text("Select a folder")
            }
        }
    }
}

struct ThreeColumns: View {
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @State private var folder: Folder?
    let folders: [Folder]

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(folders, selection: $folder) { folder in
                NavigationLink(folder.name, value: folder)
            }
        } content: {
            Text(folder?.name ?? "None")
        } detail: {
            Text("Detail")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct SidebarAndDetail: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
    }
}
