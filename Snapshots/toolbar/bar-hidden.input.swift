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
                Text("Hidden").navigationBarHidden(true)
                Text("Shown").navigationBarHidden(false)
                Text("Playing").navigationBarHidden(isPlaying)
                Text("Both").navigationBarHidden(isPlaying && isLocked)
                Text("Not").navigationBarHidden(!isPlaying)
                Text("Member").navigationBarHidden(screen.isFullScreen)
            }
        }
    }
}
