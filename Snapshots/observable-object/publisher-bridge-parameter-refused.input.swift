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

/// Parameters whose type must stay what it is, one class each: the ternary needs both to be one
/// type; variadic, inout, dynamic and subscript parameters are not rewritten.
final class Headline: ObservableObject { @Published var text = "" }
final class Count: ObservableObject { @Published var value = 0 }
final class Ratio: ObservableObject { @Published var value = 0.5 }
final class Flag: ObservableObject { @Published var isOn = false }
final class Tagged: ObservableObject { @Published var tags: [String] = [] }

final class Ticker {
    func show(_ first: Published<String>.Publisher, _ second: Published<String>.Publisher, first isFirst: Bool) {
        _ = (isFirst ? first : second).sink { print($0) }
    }

    func list(_ counts: Published<Int>.Publisher...) {}
    func replace(_ ratio: inout Published<Double>.Publisher) {}
    dynamic func swap(_ flag: Published<Bool>.Publisher) {}
    subscript(tags: Published<[String]>.Publisher) -> Int { 0 }

    func watch(_ headline: Headline, _ count: Count, _ ratio: Ratio, _ flag: Flag, _ tagged: Tagged) {
        show(headline.$text, headline.$text, first: true)
        list(count.$value)
        var ratioPublisher = ratio.$value
        replace(&ratioPublisher)
        swap(flag.$isOn)
        _ = self[tagged.$tags]
    }
}
