// snapshot: --min-ios 16 --min-macos 13
import SwiftUI

/// Below iOS 17, a receiver that may be a Text stays: Text's own foregroundStyle needs iOS 17.
struct Row: View {
    let title: Text

    var body: some View {
        HStack {
            Text("Title").foregroundColor(.primary)
            Text("Bold").bold().foregroundColor(.red)
            title.foregroundColor(.red)
            Image(systemName: "star").foregroundColor(.yellow)
            Text("Padded").padding().foregroundColor(.red)
            Label("Label", systemImage: "tag").foregroundColor(.green)
        }
    }
}
