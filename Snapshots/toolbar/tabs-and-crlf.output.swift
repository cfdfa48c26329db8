import SwiftUI

struct CrlfView: View {
	var body: some View {
		NavigationStack {
			Text("Tabs")
				.toolbar {
					ToolbarItem(placement: .topBarLeading) {
						EditButton()
					}
					ToolbarItem(placement: .topBarTrailing) {
						Button("Add") {
							print("add")
						}
					}
				}
				.toolbar(.visible, for: .navigationBar)
		}
	}
}
