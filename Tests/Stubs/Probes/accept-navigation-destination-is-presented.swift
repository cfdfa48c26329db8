// The modern replacement of the programmatic link: navigationDestination(isPresented:).
// Must type-check.
import SwiftUI

struct Checkout: View {
    @State private var isShowingReceipt = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Pay") { isShowingReceipt = true }
            }
            .navigationDestination(isPresented: $isShowingReceipt) {
                Text("Receipt")
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
