import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon: String?
}

final class WishlistModel: ObservableObject {
    @Published var items: [String] = []
}
