import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
}

/// Its `@ObservedObject` does nothing in a class: observable-object drops it, and says so once.
final class FeedViewModel: ObservableObject {
    @Published var count = 0
    @ObservedObject private var feed: Feed
    private var token: AnyCancellable?

    init(feed: Feed) {
        self.feed = feed
        token = feed.$items.sink { [weak self] in self?.count = $0.count }
    }
}
