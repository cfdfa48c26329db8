// snapshot: isolated
import Combine
import Observation

@Observable final class Player {
    var volume = 0.5 {
        willSet { volumeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var volumeSubject = CurrentValueSubject<Double, Never>(volume)
    /// What `$volume` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var volumePublisher: AnyPublisher<Double, Never> = volumeSubject.eraseToAnyPublisher()
}

@Observable final class Mixer {
    var volume = 1.0
}

func configure<T>(_ value: T, _ change: (T) -> Void) -> T {
    change(value)
    return value
}

func make<T: AnyObject>(_ type: T.Type, from pool: [AnyObject]) -> T? {
    pool.first { $0 is T } as? T
}

final class VolumeWatcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(pool: [AnyObject]) {
        // The generic helper returns its argument's type, or the type it is given.
        configure(Player()) { $0.volume = 1 }.volumePublisher.sink { print($0) }.store(in: &cancellables)
        make(Player.self, from: pool)?.volumePublisher.sink { print($0) }.store(in: &cancellables)
    }
}
