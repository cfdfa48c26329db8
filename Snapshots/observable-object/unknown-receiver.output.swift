// snapshot: isolated
import Combine
import SwiftUI

final class Download: ObservableObject {
    @Published var progress = 0.0
}

@Observable final class Upload {
    var bytesSent = 0
}

@Observable final class TransferList {
    var downloads: [Download] = []
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    @ObservationIgnored var queued: [Download]?

    func watch(next: () -> Download) {
        next().$progress.sink { print($0) }.store(in: &cancellables)
        // An optional array: `map` on it would give the whole array.
        queued?.forEach { $0.$progress.sink { print($0) }.store(in: &cancellables) }
    }
}
