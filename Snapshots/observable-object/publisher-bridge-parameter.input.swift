import Combine
import SwiftUI

/// Functions that take a `$name` publisher by its spelled type.
final class SearchController {
    private var bag = Set<AnyCancellable>()

    func subscribe(to query: Published<String>.Publisher) {
        query.removeDuplicates().sink { print($0) }.store(in: &bag)
    }

    init(results: Published<[String]>.Publisher, log: Published<Int>.Publisher) {
        results.sink { print($0) }.store(in: &bag)
        log.sink { print($0) }.store(in: &bag)
    }
}

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
}

/// Stays: nothing about it changes the spelled parameters it is passed to.
final class Counter: ObservableObject {
    @Published var count = 0
    var ticks: Published<Int>.Publisher { $count }
}

func wire(_ model: SearchModel, _ counter: Counter) -> SearchController {
    let controller = SearchController(results: model.$results, log: counter.$count)
    controller.subscribe(to: model.$query)
    return controller
}
