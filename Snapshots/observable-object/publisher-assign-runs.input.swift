// snapshot: isolated
import Combine

func log(_ text: String) { print(text) }

/// `assign(to: &$name)` in an init and a method: each becomes a `sink` kept in a set beside
/// the property, which sets it synchronously, holds no strong reference to the object, and
/// lives as long as the object. A second `assign` adds a second subscription, as before.
final class Feed: ObservableObject {
    @Published var headline = ""
    @Published var count = 0
    let source = PassthroughSubject<String, Never>()

    init(counts: AnyPublisher<Int, Never>) {
        source.map { $0.uppercased() }.assign(to: &$headline)
        counts.assign(to: &self.$count)
    }

    func follow(_ other: AnyPublisher<Int, Never>) {
        other.assign(to: &$count)
    }

    deinit { log("Feed released") }
}

/// A subscriber of `$headline` too: the property keeps its publisher beside the assignments.
final class Ticker {
    private var bag = Set<AnyCancellable>()

    func watch(_ feed: Feed) {
        feed.$headline.sink { log("$headline sends \($0)") }.store(in: &bag)
    }
}
