// expect-error: value of type 'SearchModel' has no member '$query'
// Once @Published is removed (the model became @Observable), `model.$query` no longer
// exists: a model whose publishers are used must not be migrated.
import SwiftUI
import Combine

@Observable
final class SearchModel {
    var query = ""
    var results: [String] = []
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        self.$query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] query in self?.results = [query] }
            .store(in: &cancellables)
    }
}
