// snapshot: --min-ios 14 --min-macos 11
import SwiftUI

/// Built for iOS 14: tint and the other replacements need iOS 15, so nothing changes.
struct Old: View {
    var body: some View {
        Text("Old").accentColor(.red)
    }
}
