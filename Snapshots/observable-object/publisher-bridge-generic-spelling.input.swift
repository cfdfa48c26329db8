import Combine
import SwiftUI

/// Swiftfin's `PublishedBox`: `Published<Value>.Publisher` is spelled in generic code whose
/// parameter has another name than the class's; the class's property may be of any type, so
/// the spelling may name its publisher, which a bridge's `AnyPublisher` would not fit.
final class PublishedBox<Wrapped>: ObservableObject {
    @Published var value: Wrapped

    init(initialValue: Wrapped) {
        value = initialValue
    }
}

struct BoxedPublished<Value> {
    let storage: PublishedBox<Value>

    var projectedValue: Published<Value>.Publisher {
        storage.$value
    }
}

/// A publisher used outside that declaration cannot be returned by it: its bridge stays possible.
final class Player: ObservableObject {
    @Published var volume = 0.5
}

final class Mixer {
    let player = Player()
    private var bag = Set<AnyCancellable>()

    func start() {
        player.$volume.sink { print($0) }.store(in: &bag)
    }
}

/// A parameter spelled with a generic parameter takes any bridge's publisher once it is
/// `some Publisher<T, Never>` (its body only reads it through members).
final class ActivityMonitor<T> {
    private var bag = Set<AnyCancellable>()

    func subscribe(to publisher: Published<T>.Publisher) {
        publisher.sink { print($0) }.store(in: &bag)
    }
}

final class Workspace: ObservableObject {
    @Published var names: [String] = []
}

func monitor(_ workspace: Workspace) -> ActivityMonitor<[String]> {
    let monitor = ActivityMonitor<[String]>()
    monitor.subscribe(to: workspace.$names)
    return monitor
}
