// snapshot: isolated
import SwiftUI

@available(iOS 17, macOS 14, *)
@MainActor
@Observable
final class PlayerModel {
    var isPlaying = false

    private(set) var position: Double = 0

    @available(*, deprecated, message: "use position")
    var elapsed: Double = 0
}
