import SwiftUI

@Observable public final class AppModel {
    public var isSignedIn = false

    public init() {}
}

struct CartBadge: View {
    @Environment(Cart.self) var cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}
