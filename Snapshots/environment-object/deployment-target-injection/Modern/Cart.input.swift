import SwiftUI

// Two Xcode targets: Modern (iOS 17) and Legacy (iOS 16). Cart is declared and read in the
// iOS 17 target, but an iOS 16 view injects it with .environmentObject, which stays there
// (.environment(_:) of an @Observable object needs iOS 17): Cart stays an ObservableObject.
final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.count)")
    }
}

// Nothing older injects Wishlist: it migrates with its reader.
final class Wishlist: ObservableObject {
    @Published var names: [String] = []
}

struct WishlistView: View {
    @EnvironmentObject var wishlist: Wishlist

    var body: some View {
        Text("\(wishlist.names.count)")
    }
}

struct ModernRoot: View {
    let wishlist = Wishlist()

    var body: some View {
        WishlistView().environmentObject(wishlist)
    }
}
