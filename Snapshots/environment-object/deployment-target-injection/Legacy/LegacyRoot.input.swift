import SwiftUI

struct LegacyRoot: View {
    let cart: Cart

    var body: some View {
        CartBadge().environmentObject(cart)
    }
}
