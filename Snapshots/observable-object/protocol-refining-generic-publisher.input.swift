// snapshot: isolated
import Combine
import SwiftUI

protocol Downloading: ObservableObject {
    var progress: Double { get }
}

final class Download: Downloading {
    @Published var progress = 0.0
}

extension Downloading {
    func logChanges() -> AnyCancellable {
        objectWillChange.sink { _ in print("changing") }
    }
}
