import SwiftUI

/// Each `.accessibility(…:)` becomes the modifier named for its label, the value unlabeled.
struct PlayerControls: View {
    let title: Text
    let isMuted: Bool

    var body: some View {
        HStack {
            Image(systemName: "play")
                .accessibilityLabel(Text("Play"))
                .accessibilityHint(Text("Starts the episode"))
                .accessibilityAddTraits(.isButton)
                .accessibilityRemoveTraits([.isImage])
                .accessibilitySortPriority(2)
                .accessibilityActivationPoint(UnitPoint.center)
                .accessibilityInputLabels([Text("Play"), Text("Start")])
            Image(systemName: isMuted ? "speaker.slash" : "speaker")
                .accessibilityLabel(isMuted ? Text("Muted") : title)
                .accessibilityValue(Text("50%"))
                .accessibilityIdentifier("volume")
            Divider().accessibilityHidden(true)
            Circle().accessibilityActivationPoint(CGPoint(x: 4, y: 4))
        }
    }
}
