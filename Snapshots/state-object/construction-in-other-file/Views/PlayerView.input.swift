import SwiftUI

struct PlayerView: View {
    @StateObject var player: PlayerModel

    var body: some View {
        Text("\(player.position)")
    }
}
