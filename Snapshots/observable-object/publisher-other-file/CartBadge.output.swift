import SwiftUI

struct CartBadge: View {
    let cart: CartModel
    let wishlist: WishlistModel
    @State private var count = 0

    var body: some View {
        Text("\(count) items, \(wishlist.items.count) wished")
            .onReceive(cart.itemsPublisher) { items in
                count = items.count
            }
    }
}
