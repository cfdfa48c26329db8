// snapshot: fragment --assume-observable RemoteSession,Player
// RemoteSession and Player come from another module (already @Observable there): what their
// initializers do is unseen, so creating one at every view init is warned. Only parsed: the
// module is not available here.
import SwiftUI
import PlaybackKit

struct PlayerScreen: View {
    @State private var session = RemoteSession(host: "example.com")
    @State private var player: Player = .init()

    var body: some View {
        Text(session.host + player.title)
    }
}
