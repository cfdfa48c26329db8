// snapshot: --assume-identifiable InterfaceOrientation
import SwiftUI

/// `--assume-identifiable InterfaceOrientation` vouches for a type declared in another module
/// (SwiftUI), so the sheet converts.
struct OrientationPicker: View {
    @State private var orientation: InterfaceOrientation?

    var body: some View {
        VStack {
            Button("Portrait") {
                orientation = .portrait
            }
            Button("Landscape") {
                orientation = .landscapeLeft
            }
        }
        .sheet(item: $orientation) { orientation in
            Text("Orientation \(orientation.id)")
        }
    }
}
