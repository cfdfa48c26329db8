import SwiftUI

protocol Player: AnyObject, Observable {
    var isPlaying: Bool { get }
}

@Observable final class AudioPlayer: Player {
    var isPlaying = false
}

struct PlayButton<Model: Player>: View {
    let model: Model

    var body: some View {
        Text(model.isPlaying ? "Pause" : "Play")
    }
}
