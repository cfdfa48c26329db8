// snapshot: isolated
import Combine
import SwiftUI

final class Download: ObservableObject {
    @Published var progress = 0.0
}

final class Upload: ObservableObject {
    @Published var bytesSent = 0
}

final class TransferList: ObservableObject {
    @Published var downloads: [Download] = []
    private var cancellables = Set<AnyCancellable>()

    var queued: [Download]?

    func watch(next: () -> Download) {
        next().$progress.sink { print($0) }.store(in: &cancellables)
        // An optional array: `map` on it would give the whole array.
        queued?.forEach { $0.$progress.sink { print($0) }.store(in: &cancellables) }
    }
}
