import SwiftUI

// The chain already sets the title's display mode: it is not added a second time, whether
// the existing modifier comes after the title or before it, or spells the mode's type.
struct ArchiveView: View {
    var body: some View {
        NavigationView {
            List {
                Text("After")
                    .navigationBarTitle("Archive", displayMode: .large)
                    .navigationBarTitleDisplayMode(.large)
                Text("Before")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationBarTitle(Text("Drafts"), displayMode: .inline)
                Text("Spelled out")
                    .navigationBarTitle("Sent", displayMode: NavigationBarItem.TitleDisplayMode.automatic)
                    .navigationBarTitleDisplayMode(.automatic)
                Text("Twice")
                    .navigationBarTitle("Old", displayMode: .large)
                    .navigationBarTitle("New", displayMode: .large)
                Text("Other chain").navigationBarTitle("Inner", displayMode: .inline)
                    .background(Text("x").navigationBarTitleDisplayMode(.inline))
            }
        }
    }
}
