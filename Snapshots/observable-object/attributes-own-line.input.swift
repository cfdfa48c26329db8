// snapshot: isolated
import SwiftUI

@available(iOS 17, macOS 14, *)
@MainActor
final class PlayerModel: ObservableObject {
    @Published
    var isPlaying = false

    @Published
    private(set) var position: Double = 0

    @available(*, deprecated, message: "use position")
    @Published var elapsed: Double = 0
}
