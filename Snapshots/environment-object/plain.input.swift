import SwiftUI

final class ShoppingCart: ObservableObject {
    @Published var items: [String] = []
}

@main
struct ShopApp: App {
    @StateObject private var cart = ShoppingCart()

    var body: some Scene {
        WindowGroup {
            CartBadge()
                .environmentObject(cart)
        }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

#Preview {
    CartBadge()
        .environmentObject(ShoppingCart())
}
