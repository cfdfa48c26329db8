// snapshot: --min-ios 14 --min-macos 11
import SwiftUI

/// Built for iOS 14: `.animation(_:)` is not deprecated there, so there is nothing to say but
/// that the deprecations were not migrated.
struct Spinner: View {
    @State private var angle = 0.0

    var body: some View {
        Image(systemName: "arrow.clockwise")
            .rotationEffect(.degrees(angle))
            .animation(.linear)
    }
}
