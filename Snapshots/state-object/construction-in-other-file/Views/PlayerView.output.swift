import SwiftUI

struct PlayerView: View {
    @State var player: PlayerModel

    var body: some View {
        Text("\(player.position)")
    }
}
