// snapshot: isolated
import Combine

final class Camera: ObservableObject {
    @Published var zoom = 1.0
}

final class Lens: ObservableObject {
    @Published var zoom = 1.0
}

final class DeviceWatcher {
    private var cancellables = Set<AnyCancellable>()

    func watch(device: AnyObject) {
        if let camera = device as? Camera {
            camera.$zoom.sink { print($0) }.store(in: &cancellables)
        }
        (device as? Camera)?.$zoom.sink { print($0) }.store(in: &cancellables)
        (device as! Camera).$zoom.sink { print($0) }.store(in: &cancellables)
    }
}
