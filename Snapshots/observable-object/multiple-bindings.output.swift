// snapshot: isolated
import SwiftUI

final class Canvas: ObservableObject {
    @Published var strokes: [String] = []
    private var zoom = 1.0, offset = 0.0
    var width, height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

@Observable final class Ruler {
    var unit = "cm"
    @ObservationIgnored private(set) var start: Double = 0
    @ObservationIgnored private(set) var end: Double = 10
}
