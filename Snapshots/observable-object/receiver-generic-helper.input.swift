// snapshot: isolated
import Combine

final class Player: ObservableObject {
    @Published var volume = 0.5
}

final class Mixer: ObservableObject {
    @Published var volume = 1.0
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
        configure(Player()) { $0.volume = 1 }.$volume.sink { print($0) }.store(in: &cancellables)
        make(Player.self, from: pool)?.$volume.sink { print($0) }.store(in: &cancellables)
    }
}
