import SwiftUI

struct Receipt: Identifiable {
    let id: Int
    var total: Double
}

/// Taking the `if let` apart would drop the comment on its line: the sheet is left alone
/// rather than lose it. (Move the comment, and the next run converts it.)
struct ReceiptsView: View {
    let receipts: [Receipt]
    @State private var isShowingReceipt = false
    @State private var receipt: Receipt?

    var body: some View {
        List(receipts) { item in
            Button("Receipt \(item.id)") {
                receipt = item
                isShowingReceipt = true
            }
        }
        .sheet(isPresented: $isShowingReceipt) {
            if let receipt { // loaded by the list
                Text("Total: \(receipt.total)")
            }
        }
    }
}
