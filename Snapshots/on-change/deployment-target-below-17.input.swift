// snapshot: --min-ios 16 --min-macos 13
import SwiftUI

/// Built for iOS 16: the two-value form does not exist there, so nothing changes.
struct Old: View {
    @State private var value = 0

    var body: some View {
        Text("Old").onChange(of: value) { new in print(new) }
    }
}
