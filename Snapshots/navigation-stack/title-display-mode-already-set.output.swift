import SwiftUI

// The chain already sets the title's display mode: it is not added a second time, whether
// the existing modifier comes after the title or before it, or spells the mode's type.
struct ArchiveView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("After")
                    .navigationTitle("Archive")
                    .navigationBarTitleDisplayMode(.large)
                Text("Before")
                    .navigationBarTitleDisplayMode(.inline)
                    .navigationTitle("Drafts")
                Text("Spelled out")
                    .navigationTitle("Sent")
                    .navigationBarTitleDisplayMode(.automatic)
                Text("Twice")
                    .navigationTitle("Old")
                    .navigationBarTitleDisplayMode(.large)
                    .navigationTitle("New")
                Text("Other chain").navigationTitle("Inner").navigationBarTitleDisplayMode(.inline)
                    .background(Text("x").navigationBarTitleDisplayMode(.inline))
            }
        }
    }
}
