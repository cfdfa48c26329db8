import SwiftUI

struct Wallet: Identifiable {
	let id: Int
	var name: String
}

/// Tab indentation and CRLF line breaks are kept: the `if let` body moves out one tab.
struct WalletsView: View {
	let wallets: [Wallet]
	@State private var isShowingWallet = false
	@State private var wallet: Wallet?

	var body: some View {
		List(wallets) { item in
			Button(item.name) {
				wallet = item
				isShowingWallet = true
			}
		}
		.sheet(isPresented: $isShowingWallet) {
			if let wallet {
				VStack {
					Text(wallet.name)
					Text("""
						Balance
						pending
						""")
				}
			}
		}
	}
}
