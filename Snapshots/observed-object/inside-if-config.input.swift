import SwiftUI

final class Player: ObservableObject {
    @Published var isMuted = false
}

struct PlayerControls: View {
    #if os(tvOS)
    @ObservedObject var player: Player
    #else
    @ObservedObject var player: Player
    #endif

    var body: some View {
        Text(player.isMuted ? "Muted" : "Sound on")
    }
}
