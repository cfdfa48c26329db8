import Combine
import SwiftUI

/// A bare `$query` where a parameter, a local or a closure parameter is named `queryPublisher`
/// becomes `self.queryPublisher`: the bridge's publisher, not the other value.
final class SearchModel: ObservableObject {
    @Published var query = ""
    private var bag = Set<AnyCancellable>()

    func bind(queryPublisher: AnyPublisher<String, Never>) {
        queryPublisher.sink { [weak self] in self?.query = $0 }.store(in: &bag)
        $query.sink { print("own query", $0) }.store(in: &bag)
    }

    func watch() {
        let queryPublisher = Just("fixed")
        queryPublisher.sink { print($0) }.store(in: &bag)
        $query.sink { print($0) }.store(in: &bag)
    }

    func observe(_ sources: [AnyPublisher<String, Never>]) {
        sources.forEach { queryPublisher in
            queryPublisher.combineLatest($query).sink { print($0) }.store(in: &bag)
        }
        $query.sink { print($0) }.store(in: &bag)
    }
}
