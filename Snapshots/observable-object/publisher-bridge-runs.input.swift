// snapshot: isolated
import Combine

func log(_ text: String) { print(text) }

final class SearchModel: ObservableObject {
    @Published var query = "" {
        didSet { log("query.didSet \(query)") }
    }
    @Published var count: Int = 0 {
        willSet { log("count.willSet \(count) -> \(newValue)") }
    }
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [unowned self] value in log("$query sends \(value) while query is \(self.query)") }
            .store(in: &cancellables)
    }
}

final class Watcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(_ model: SearchModel) {
        model.$count
            .sink { [unowned model] value in log("$count sends \(value) while count is \(model.count)") }
            .store(in: &cancellables)
    }

    func stop() { cancellables = [] }
}
