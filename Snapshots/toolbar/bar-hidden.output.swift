import SwiftUI

final class Screen {
    var isFullScreen = false
}

struct PlayerView: View {
    let screen: Screen
    @State private var isPlaying = false
    @State private var isLocked = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Hidden").toolbar(.hidden, for: .navigationBar)
                Text("Shown").toolbar(.visible, for: .navigationBar)
                Text("Playing").toolbar(isPlaying ? .hidden : .visible, for: .navigationBar)
                Text("Both").toolbar((isPlaying && isLocked) ? .hidden : .visible, for: .navigationBar)
                Text("Not").toolbar(!isPlaying ? .hidden : .visible, for: .navigationBar)
                Text("Member").toolbar(screen.isFullScreen ? .hidden : .visible, for: .navigationBar)
            }
        }
    }
}
