import SwiftUI

protocol Player: ObservableObject {
    var isPlaying: Bool { get }
}

final class AudioPlayer: Player {
    @Published var isPlaying = false
}

struct PlayButton<Model: Player>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text(model.isPlaying ? "Pause" : "Play")
    }
}
