import SwiftUI

enum Section: Hashable { case inbox, sent }

enum Pane: String, Identifiable, CaseIterable {
    case one, two
    var id: String { rawValue }
    var title: String { rawValue }
}

/// The iOS 18 tab builder: titles from literals and strings, labels, values, badges.
struct TabsProbe: View {
    @State private var section = Section.inbox
    @State private var optional: Section? = .inbox
    let title: String

    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
            .badge(3)
            Tab(title, image: "sent") {
                Text("Sent")
            }
            Tab {
                Text("Other")
            } label: {
                Image(systemName: "star")
                Text("Other")
            }
        }
        TabView(selection: $section) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                Text("Inbox")
            }
            Tab(value: .sent) {
                Text("Sent")
            } label: {
                Label("Sent", systemImage: "paperplane")
            }
        }
        TabView(selection: $section) {
            ForEach([Section.inbox, .sent], id: \.self) { section in
                Tab("Section", systemImage: "tray", value: section) {
                    Text("Section")
                }
            }
        }
        TabView {
            ForEach(Pane.allCases) { pane in
                Tab {
                    Text(pane.title)
                } label: {
                    Text(pane.title)
                }
            }
        }
        TabView(selection: $optional) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                Text("Inbox")
            }
        }
    }
}
