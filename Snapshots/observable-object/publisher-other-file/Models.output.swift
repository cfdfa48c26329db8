// snapshot: isolated
import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon: String?
}

@Observable final class WishlistModel {
    var items: [String] = []
}
