import Combine
import SwiftUI

/// A protocol requirement: its conformers would have to change with it.
protocol TagFeed {
    func follow(_ tags: Published<[Int]>.Publisher)
}

final class Tags: ObservableObject {
    @Published var tags: [Int] = []
}

/// A closure's parameter: the closure's type is not generic.
final class Scores: ObservableObject {
    @Published var best = 0.0
    var onChange: (Published<Double>.Publisher) -> Void = { _ in }
}

final class Board {
    let tags = Tags()
    let scores = Scores()

    func watch(_ feed: TagFeed) {
        feed.follow(tags.$tags)
        scores.onChange(scores.$best)
    }
}
