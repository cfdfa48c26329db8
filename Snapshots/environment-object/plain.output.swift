import SwiftUI

@Observable final class ShoppingCart {
    var items: [String] = []
}

@main
struct ShopApp: App {
    @State private var cart = ShoppingCart()

    var body: some Scene {
        WindowGroup {
            CartBadge()
                .environment(cart)
        }
    }
}

struct CartBadge: View {
    @Environment(ShoppingCart.self) var cart

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

#Preview {
    CartBadge()
        .environment(ShoppingCart())
}
