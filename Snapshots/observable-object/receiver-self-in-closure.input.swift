// snapshot: isolated
import Combine
import Foundation

final class Stopwatch: ObservableObject {
    @Published var remaining = 0
}

final class Countdown: ObservableObject {
    @Published var remaining = 10
    private var cancellables = Set<AnyCancellable>()

    func start() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.$remaining.sink { print($0) }.store(in: &self.cancellables)
        }
        DispatchQueue.main.async { [weak self] in
            self?.$remaining.sink { print($0) }.store(in: &self!.cancellables)
        }
    }
}
