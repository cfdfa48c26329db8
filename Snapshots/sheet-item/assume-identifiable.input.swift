// snapshot: --assume-identifiable InterfaceOrientation
import SwiftUI

/// `--assume-identifiable InterfaceOrientation` vouches for a type declared in another module
/// (SwiftUI), so the sheet converts.
struct OrientationPicker: View {
    @State private var isShowingOrientation = false
    @State private var orientation: InterfaceOrientation?

    var body: some View {
        VStack {
            Button("Portrait") {
                orientation = .portrait
                isShowingOrientation = true
            }
            Button("Landscape") {
                orientation = .landscapeLeft
                isShowingOrientation = true
            }
        }
        .sheet(isPresented: $isShowingOrientation) {
            Text("Orientation \(orientation!.id)")
        }
    }
}
