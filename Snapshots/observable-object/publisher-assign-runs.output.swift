// snapshot: isolated
import Combine
import Observation

func log(_ text: String) { print(text) }

/// `assign(to: &$name)` in an init and a method: each becomes a `sink` kept in a set beside
/// the property, which sets it synchronously, holds no strong reference to the object, and
/// lives as long as the object. A second `assign` adds a second subscription, as before.
@Observable final class Feed {
    var headline = "" {
        willSet { headlineSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var headlineSubject = CurrentValueSubject<String, Never>(headline)
    /// What `$headline` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var headlinePublisher: AnyPublisher<String, Never> = headlineSubject.eraseToAnyPublisher()
    /// The subscriptions `assign(to: &$headline)` kept before the migration to Observation.
    @ObservationIgnored private var headlineAssignments = Set<AnyCancellable>()
    var count = 0
    /// The subscriptions `assign(to: &$count)` kept before the migration to Observation.
    @ObservationIgnored private var countAssignments = Set<AnyCancellable>()
    let source = PassthroughSubject<String, Never>()

    init(counts: AnyPublisher<Int, Never>) {
        source.map { $0.uppercased() }.sink { [weak self] in self?.headline = $0 }.store(in: &headlineAssignments)
        counts.sink { [weak self] in self?.count = $0 }.store(in: &countAssignments)
    }

    func follow(_ other: AnyPublisher<Int, Never>) {
        other.sink { [weak self] in self?.count = $0 }.store(in: &countAssignments)
    }

    deinit { log("Feed released") }
}

/// A subscriber of `$headline` too: the property keeps its publisher beside the assignments.
final class Ticker {
    private var bag = Set<AnyCancellable>()

    func watch(_ feed: Feed) {
        feed.headlinePublisher.sink { log("$headline sends \($0)") }.store(in: &bag)
    }
}
