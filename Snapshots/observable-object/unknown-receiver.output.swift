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

    func watch(next: () -> Download) {
        next().$progress.sink { print($0) }.store(in: &cancellables)
    }
}
