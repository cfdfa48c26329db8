// snapshot: fragment
// DownloadTask comes from another module (the app's networking package), so this case
// cannot be type-checked on its own: it is only parsed.
import SwiftUI
import Networking

struct DownloadRow: View {
    @ObservedObject var task: DownloadTask

    var body: some View {
        ProgressView(value: task.progress)
    }
}
