import SwiftUI

struct Order: Identifiable {
    let id: Int
    var item: String
}

/// The flag may be set before or after the selection, with `self.` or without, on one line
/// with `;` or on separate lines: what matters is that both happen in the same block.
struct OrdersView: View {
    let orders: [Order]
    @State private var isShowingOrder = false
    @State private var selectedOrder: Order?

    var body: some View {
        List(orders) { order in
            HStack {
                Button("Open") {
                    isShowingOrder = true
                    selectedOrder = order
                }
                Button("Open first") {
                    self.isShowingOrder = true; self.selectedOrder = orders[0]
                }
            }
        }
        .sheet(isPresented: $isShowingOrder) {
            Text(selectedOrder!.item)
        }
    }
}
