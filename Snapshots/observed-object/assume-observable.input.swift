// snapshot: fragment --assume-observable DownloadTask
// DownloadTask comes from another module, where it is already @Observable: the option says
// so. Only parsed: the module is not available here.
import SwiftUI
import Networking

struct DownloadRow: View {
    @ObservedObject var task: DownloadTask

    var body: some View {
        Toggle("Paused", isOn: $task.isPaused)
    }
}
