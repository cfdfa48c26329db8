import SwiftUI

/// Each `.accessibility(…:)` becomes the modifier named for its label, the value unlabeled.
struct PlayerControls: View {
    let title: Text
    let isMuted: Bool

    var body: some View {
        HStack {
            Image(systemName: "play")
                .accessibility(label: Text("Play"))
                .accessibility(hint: Text("Starts the episode"))
                .accessibility(addTraits: .isButton)
                .accessibility(removeTraits: [.isImage])
                .accessibility(sortPriority: 2)
                .accessibility(activationPoint: UnitPoint.center)
                .accessibility(inputLabels: [Text("Play"), Text("Start")])
            Image(systemName: isMuted ? "speaker.slash" : "speaker")
                .accessibility(label: isMuted ? Text("Muted") : title)
                .accessibility(value:Text("50%"))
                .accessibility(identifier: "volume")
            Divider().accessibility(hidden: true)
            Circle().accessibility(activationPoint: CGPoint(x: 4, y: 4))
        }
    }
}
