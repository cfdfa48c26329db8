import Combine
import SwiftUI

@Observable final class Feed {
    var items: [String] = [] {
        willSet { itemsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var itemsSubject = CurrentValueSubject<[String], Never>(items)
    /// What `$items` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var itemsPublisher: AnyPublisher<[String], Never> = itemsSubject.eraseToAnyPublisher()
}

/// Its `@ObservedObject` does nothing in a class: observable-object drops it, and says so once.
@Observable final class FeedViewModel {
    var count = 0
    private var feed: Feed
    @ObservationIgnored private var token: AnyCancellable?

    init(feed: Feed) {
        self.feed = feed
        token = feed.itemsPublisher.sink { [weak self] in self?.count = $0.count }
    }
}
