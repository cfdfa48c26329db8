import SwiftUI

struct CrlfAlertView: View {
	@State private var isShowing = false

	var body: some View {
		Text("Tabs")
			.alert("Tabs", isPresented: $isShowing) {
				Button("Close", role: .cancel) {
					print("closed")
				}
			} message: {
				Text("And CRLF")
			}
	}
}
