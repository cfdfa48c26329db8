import SwiftUI

public final class AppModel: ObservableObject {
    @Published public var isSignedIn = false

    public init() {}
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}
