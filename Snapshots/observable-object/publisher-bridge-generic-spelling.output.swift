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
@Observable final class Player {
    var volume = 0.5 {
        willSet { volumeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var volumeSubject = CurrentValueSubject<Double, Never>(volume)
    /// What `$volume` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var volumePublisher: AnyPublisher<Double, Never> = volumeSubject.eraseToAnyPublisher()
}

final class Mixer {
    let player = Player()
    private var bag = Set<AnyCancellable>()

    func start() {
        player.volumePublisher.sink { print($0) }.store(in: &bag)
    }
}

/// A parameter spelled with a generic parameter takes any bridge's publisher once it is
/// `some Publisher<T, Never>` (its body only reads it through members).
final class ActivityMonitor<T> {
    private var bag = Set<AnyCancellable>()

    func subscribe(to publisher: some Publisher<T, Never>) {
        publisher.sink { print($0) }.store(in: &bag)
    }
}

@Observable final class Workspace {
    var names: [String] = [] {
        willSet { namesSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var namesSubject = CurrentValueSubject<[String], Never>(names)
    /// What `$names` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var namesPublisher: AnyPublisher<[String], Never> = namesSubject.eraseToAnyPublisher()
}

func monitor(_ workspace: Workspace) -> ActivityMonitor<[String]> {
    let monitor = ActivityMonitor<[String]>()
    monitor.subscribe(to: workspace.namesPublisher)
    return monitor
}
