// snapshot: isolated
import Combine

final class Download: ObservableObject {
    @Published var progress = 0.0
}

final class Upload: ObservableObject {
    @Published var progress = 0.0
}

final class DownloadWatcher {
    private var cancellables = Set<AnyCancellable>()
    var current: Download?

    func watch(next: Download?) {
        if let current {
            current.$progress.sink { print($0) }.store(in: &cancellables)
        }
        let chosen = next ?? Download()
        chosen.$progress.sink { print($0) }.store(in: &cancellables)
        guard let download = next else { return }
        download.$progress.sink { print($0) }.store(in: &cancellables)
    }
}
