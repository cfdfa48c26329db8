// snapshot: --publishers refuse
import Combine
import SwiftUI

final class Downloads: ObservableObject {
    @Published var progress = 0.0
}

struct DownloadBar: View {
    @EnvironmentObject var downloads: Downloads
    @State private var shown = 0.0

    var body: some View {
        ProgressView(value: shown)
            .onReceive(downloads.$progress) { shown = $0 }
    }
}

struct DownloadRoot: View {
    @StateObject private var downloads = Downloads()

    var body: some View {
        DownloadBar().environmentObject(downloads)
    }
}
