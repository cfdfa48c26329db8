import SwiftUI

@Observable final class PlayerModel {
    var isPlaying = false
    var volume = 0.5
}

struct PlayerView: View {
    /// The player this screen owns.
    @State /* owned here */ fileprivate var player: PlayerModel = .init() // created once
    @State private   var   backup = PlayerModel()   // odd spacing stays
    @SwiftUI.State var qualified = PlayerModel()

    var body: some View {
        VStack {
            // `$player.isPlaying` keeps working: @State of a class projects a Binding.
            Toggle("Playing", isOn: $player.isPlaying)
            Slider(value: $backup.volume)
            Text(qualified.isPlaying ? "Playing" : "Paused")
        }
    }
}
