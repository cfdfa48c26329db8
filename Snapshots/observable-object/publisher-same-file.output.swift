// snapshot: isolated
import Combine
import SwiftUI

@Observable final class SearchModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    /// What `$query` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
    private(set) var results: [String] = []
    /// The subscriptions `assign(to: &$results)` kept before the migration to Observation.
    @ObservationIgnored private var resultsAssignments = Set<AnyCancellable>()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init(catalog: [String]) {
        queryPublisher
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { query in catalog.filter { $0.contains(query) } }
            .sink { [weak self] in self?.results = $0 }.store(in: &resultsAssignments)
    }
}

@Observable final class FavoritesModel {
    var favorites: [String] = []
}
