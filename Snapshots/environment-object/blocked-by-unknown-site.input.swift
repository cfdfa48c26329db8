import SwiftUI

final class Basket: ObservableObject {
    @Published var count = 0
}

final class Wishlist: ObservableObject {
    @Published var names: [String] = []
}

let makeBasket: () -> Basket = { Basket() }

struct BasketBadge: View {
    @EnvironmentObject var basket: Basket

    var body: some View {
        Text("\(basket.count)")
    }
}

struct WishlistBadge: View {
    @EnvironmentObject var wishlist: Wishlist

    var body: some View {
        Text("\(wishlist.names.count)")
    }
}

struct StoreFront: View {
    @StateObject private var wishlist = Wishlist()

    var body: some View {
        VStack {
            // The result of a closure stored in a variable: its static type is not read, so it could be any
            // ObservableObject. An @Environment reader of that type would crash, so no
            // @EnvironmentObject property is converted while this site stays.
            BasketBadge().environmentObject(makeBasket())
            WishlistBadge().environmentObject(wishlist)
        }
    }
}
