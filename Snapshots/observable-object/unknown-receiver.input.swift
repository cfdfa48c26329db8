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

    func watch(next: () -> Download) {
        next().$progress.sink { print($0) }.store(in: &cancellables)
    }
}
