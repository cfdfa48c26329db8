// snapshot: isolated
import Combine
import Observation

@Observable final class Download {
    var progress = 0.0 {
        willSet { progressSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var progressSubject = CurrentValueSubject<Double, Never>(progress)
    /// What `$progress` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var progressPublisher: AnyPublisher<Double, Never> = progressSubject.eraseToAnyPublisher()
}

@Observable final class Upload {
    var progress = 0.0
}

final class DownloadWatcher {
    private var cancellables = Set<AnyCancellable>()
    var current: Download?

    func watch(next: Download?) {
        if let current {
            current.progressPublisher.sink { print($0) }.store(in: &cancellables)
        }
        let chosen = next ?? Download()
        chosen.progressPublisher.sink { print($0) }.store(in: &cancellables)
        guard let download = next else { return }
        download.progressPublisher.sink { print($0) }.store(in: &cancellables)
    }
}
