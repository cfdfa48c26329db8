import SwiftUI

struct Coupon: Identifiable {
    let id: Int
    var code: String
}

/// The view's extensions in the same file are part of it: the action that presents the
/// coupon lives in one.
struct CouponsView: View {
    let coupons: [Coupon]
    @State private var isShowingCoupon = false
    @State private var coupon: Coupon?

    var body: some View {
        List(coupons) { item in
            Button(item.code) { show(item) }
        }
        .sheet(isPresented: $isShowingCoupon) {
            Text(coupon!.code)
        }
    }
}

extension CouponsView {
    private func show(_ item: Coupon) {
        coupon = item
        isShowingCoupon = true
    }
}
