import SwiftUI

final class Player {
    func seek(to time: Double) {}
    func play(_ time: Double) {}
}

/// A function named in `perform:` is called from a two-value action; a closure moves out as
/// the trailing closure. Anything else would be evaluated on every change, and stays.
struct Scrubber: View {
    @State private var time = 0.0
    let player: Player
    let onTime: (Double) -> Void

    var body: some View {
        Text("Scrubber")
            .onChange(of: time) { _, newValue in onTime(newValue) }
            .onChange(of: time) { _, newValue in player.seek(to: newValue) }
            .onChange(of: time) { _, newValue in self.player.play(newValue) }
            .onChange(of: time) { _, t in player.play(t) }
            .onChange(of: time) { player.play(0) }
            .onChange(of: time, perform: makeAction())
    }

    func makeAction() -> (Double) -> Void { { _ in } }
}
