import Combine
import SwiftUI

/// A class whose `$query` publisher would be bridged, kept an ObservableObject by a view that
/// passes `$model` on alone: its `$query` uses must stay `$query`, not become `queryPublisher`.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .map { [$0] }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

struct SearchField: View {
    @ObservedObject var model: SearchModel

    var body: some View {
        Editor(model: $model)
    }
}

struct Editor: View {
    let model: ObservedObject<SearchModel>.Wrapper

    var body: some View {
        TextField("Search", text: model.query)
    }
}
