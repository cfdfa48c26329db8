// snapshot: isolated
import Combine
import Foundation
import Observation

@Observable final class Stopwatch {
    var remaining = 0
}

@Observable final class Countdown {
    var remaining = 10 {
        willSet { remainingSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var remainingSubject = CurrentValueSubject<Int, Never>(remaining)
    /// What `$remaining` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var remainingPublisher: AnyPublisher<Int, Never> = remainingSubject.eraseToAnyPublisher()
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    func start() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.remainingPublisher.sink { print($0) }.store(in: &self.cancellables)
        }
        DispatchQueue.main.async { [weak self] in
            self?.remainingPublisher.sink { print($0) }.store(in: &self!.cancellables)
        }
    }
}
