import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    @Published var volume = 0.5
}

struct PlayerView: View {
    /// The player this screen owns.
    @StateObject /* owned here */ fileprivate var player: PlayerModel = .init() // created once
    @StateObject private   var   backup = PlayerModel()   // odd spacing stays
    @SwiftUI.StateObject var qualified = PlayerModel()

    var body: some View {
        VStack {
            // `$player.isPlaying` keeps working: @State of a class projects a Binding.
            Toggle("Playing", isOn: $player.isPlaying)
            Slider(value: $backup.volume)
            Text(qualified.isPlaying ? "Playing" : "Paused")
        }
    }
}
