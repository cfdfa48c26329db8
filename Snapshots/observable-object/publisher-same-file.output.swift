// snapshot: isolated
import Combine
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(catalog: [String]) {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { query in catalog.filter { $0.contains(query) } }
            .assign(to: &$results)
    }
}

@Observable final class FavoritesModel {
    var favorites: [String] = []
}
