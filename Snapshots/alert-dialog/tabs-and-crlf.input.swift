import SwiftUI

struct CrlfAlertView: View {
	@State private var isShowing = false

	var body: some View {
		Text("Tabs")
			.alert(isPresented: $isShowing) {
				Alert(title: Text("Tabs"), message: Text("And CRLF"), dismissButton: .cancel(Text("Close")) {
					print("closed")
				})
			}
	}
}
