// The legacy programmatic link NavigationLink(destination:isActive:) (deprecated but
// valid) and its title form. Must type-check (with deprecation warnings).
import SwiftUI

struct Checkout: View {
    @State private var isShowingReceipt = false
    @State private var isShowingHelp = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Receipt"), isActive: $isShowingReceipt) {
                    EmptyView()
                }
                NavigationLink("Help", destination: Text("Help"), isActive: $isShowingHelp)
                Button("Pay") { isShowingReceipt = true }
            }
            .navigationBarTitle(Text("Checkout"), displayMode: .inline)
        }
        .navigationViewStyle(.stack)
    }
}
