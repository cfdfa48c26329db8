import SwiftUI

struct Wallet: Identifiable {
	let id: Int
	var name: String
}

/// Tab indentation and CRLF line breaks are kept: the `if let` body moves out one tab.
struct WalletsView: View {
	let wallets: [Wallet]
	@State private var wallet: Wallet?

	var body: some View {
		List(wallets) { item in
			Button(item.name) {
				wallet = item
			}
		}
		.sheet(item: $wallet) { wallet in
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
