// snapshot: isolated
import Combine
import Observation

@Observable final class Camera {
    var zoom = 1.0 {
        willSet { zoomSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var zoomSubject = CurrentValueSubject<Double, Never>(zoom)
    /// What `$zoom` published before the migration to Observation.
    @ObservationIgnored private(set) lazy var zoomPublisher: AnyPublisher<Double, Never> = zoomSubject.eraseToAnyPublisher()
}

@Observable final class Lens {
    var zoom = 1.0
}

final class DeviceWatcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(device: AnyObject) {
        if let camera = device as? Camera {
            camera.zoomPublisher.sink { print($0) }.store(in: &cancellables)
        }
        (device as? Camera)?.zoomPublisher.sink { print($0) }.store(in: &cancellables)
        (device as! Camera).zoomPublisher.sink { print($0) }.store(in: &cancellables)
    }
}
