import SwiftUI

/// `InterfaceOrientation` comes from SwiftUI, where it is `Identifiable`, but nothing in this
/// project says so: the warning suggests `--assume-identifiable` (see the case of that name).
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
