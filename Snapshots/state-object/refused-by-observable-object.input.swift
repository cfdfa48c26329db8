// snapshot: --publishers refuse
import Combine
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &subscriptions)
    }
}

struct SearchScreen: View {
    @StateObject private var search = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            ForEach(search.results, id: \.self) { result in
                Text(result)
            }
        }
    }
}
