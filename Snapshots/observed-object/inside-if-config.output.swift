import SwiftUI

@Observable final class Player {
    var isMuted = false
}

struct PlayerControls: View {
    #if os(tvOS)
    let player: Player
    #else
    let player: Player
    #endif

    var body: some View {
        Text(player.isMuted ? "Muted" : "Sound on")
    }
}
