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
            .onChange(of: time, perform: onTime)
            .onChange(of: time, perform: player.seek(to:))
            .onChange(of: time, perform: self.player.play(_:))
            .onChange(of: time, perform: { t in player.play(t) })
            .onChange(of: time, perform: { _ in player.play(0) })
            .onChange(of: time, perform: makeAction())
    }

    func makeAction() -> (Double) -> Void { { _ in } }
}
