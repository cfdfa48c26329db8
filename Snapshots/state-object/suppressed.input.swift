import SwiftUI

final class UploadQueue: ObservableObject {
    @Published var pending = 0
}

final class Banner: ObservableObject {
    @Published var message = ""
}

struct UploadStatus: View {
    // swiftui-migrate:disable-next-line state-object
    @StateObject private var queue = UploadQueue()
    @StateObject private var banner = Banner()

    var body: some View {
        Text("\(queue.pending) pending. \(banner.message)")
    }
}

struct UploadBadge: View {
    @ObservedObject var queue: UploadQueue

    var body: some View {
        Text("\(queue.pending)")
    }
}
