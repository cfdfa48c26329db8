// snapshot: isolated
import Combine
import Observation

func log(_ text: String) { print(text) }

@Observable final class SearchModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
        didSet { log("query.didSet \(query)") }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    /// What `$query` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
    var count: Int = 0 {
        willSet { log("count.willSet \(count) -> \(newValue)"); countSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var countSubject = CurrentValueSubject<Int, Never>(count)
    /// What `$count` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var countPublisher: AnyPublisher<Int, Never> = countSubject.eraseToAnyPublisher()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        queryPublisher
            .sink { [unowned self] value in log("$query sends \(value) while query is \(self.query)") }
            .store(in: &cancellables)
    }
}

final class Watcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(_ model: SearchModel) {
        model.countPublisher
            .sink { [unowned model] value in log("$count sends \(value) while count is \(model.count)") }
            .store(in: &cancellables)
    }

    func stop() { cancellables = [] }
}
