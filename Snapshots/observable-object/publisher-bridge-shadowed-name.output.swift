import Combine
import SwiftUI

/// A bare `$query` where a parameter, a local or a closure parameter is named `queryPublisher`
/// becomes `self.queryPublisher`: the bridge's publisher, not the other value.
@Observable final class SearchModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    /// What `$query` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
    @ObservationIgnored private var bag = Set<AnyCancellable>()

    func bind(queryPublisher: AnyPublisher<String, Never>) {
        queryPublisher.sink { [weak self] in self?.query = $0 }.store(in: &bag)
        self.queryPublisher.sink { print("own query", $0) }.store(in: &bag)
    }

    func watch() {
        let queryPublisher = Just("fixed")
        queryPublisher.sink { print($0) }.store(in: &bag)
        self.queryPublisher.sink { print($0) }.store(in: &bag)
    }

    func observe(_ sources: [AnyPublisher<String, Never>]) {
        sources.forEach { queryPublisher in
            queryPublisher.combineLatest(self.queryPublisher).sink { print($0) }.store(in: &bag)
        }
        queryPublisher.sink { print($0) }.store(in: &bag)
    }
}
