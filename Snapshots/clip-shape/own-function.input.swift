import SwiftUI

struct Corners: OptionSet {
    let rawValue: Int
    static let top = Corners(rawValue: 1)
    static let all = Corners(rawValue: 3)
}

// The project declares cornerRadius functions of its own: on a type of its own (whose calls
// have SwiftUI's shape, and stay with a warning), and cornerRadius(_:corners:) on views.
struct Badge {
    var radius: CGFloat = 0

    func cornerRadius(_ radius: CGFloat) -> Badge {
        Badge(radius: radius)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: Corners) -> some View {
        self
    }
}

struct Tile: View {
    let badge = Badge().cornerRadius(4)

    var body: some View {
        Text("top").cornerRadius(8, corners: .top)
    }
}
