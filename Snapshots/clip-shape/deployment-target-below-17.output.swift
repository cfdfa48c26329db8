// snapshot: --min-ios 16 --min-macos 13
import SwiftUI

/// Built for iOS 16: `.rect(cornerRadius:)` came with the iOS 17 SDK, RoundedRectangle is written.
struct Card: View {
    var body: some View {
        Text("Card").clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
