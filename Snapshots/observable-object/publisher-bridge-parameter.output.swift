import Combine
import SwiftUI

/// Functions that take a `$name` publisher by its spelled type.
final class SearchController {
    private var bag = Set<AnyCancellable>()

    func subscribe(to query: some Publisher<String, Never>) {
        query.removeDuplicates().sink { print($0) }.store(in: &bag)
    }

    init(results: some Publisher<[String], Never>, log: Published<Int>.Publisher) {
        results.sink { print($0) }.store(in: &bag)
        log.sink { print($0) }.store(in: &bag)
    }
}

@Observable final class SearchModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    /// What `$query` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
    var results: [String] = [] {
        willSet { resultsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var resultsSubject = CurrentValueSubject<[String], Never>(results)
    /// What `$results` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var resultsPublisher: AnyPublisher<[String], Never> = resultsSubject.eraseToAnyPublisher()
}

/// Stays: nothing about it changes the spelled parameters it is passed to.
final class Counter: ObservableObject {
    @Published var count = 0
    var ticks: Published<Int>.Publisher { $count }
}

func wire(_ model: SearchModel, _ counter: Counter) -> SearchController {
    let controller = SearchController(results: model.resultsPublisher, log: counter.$count)
    controller.subscribe(to: model.queryPublisher)
    return controller
}
