import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
}

/// Its `@ObservedObject` does nothing in a class: observable-object drops it, and says so once.
@Observable final class FeedViewModel {
    var count = 0
    @ObservationIgnored private var feed: Feed
    @ObservationIgnored private var token: AnyCancellable?

    init(feed: Feed) {
        self.feed = feed
        token = feed.$items.sink { [weak self] in self?.count = $0.count }
    }
}
