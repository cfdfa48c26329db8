// snapshot: isolated
import SwiftUI

class FeedModel: ObservableObject {
    @Published var entries: [String] = []
}

final class LiveFeedModel: FeedModel {
    @Published var isLive = false

    func refresh() {
        objectWillChange.send()
    }
}

final class ArchiveFeedModel: FeedModel {
    @Published var year = 2024
}
