import SwiftUI

struct CrlfView: View {
	var body: some View {
		NavigationStack {
			Text("Tabs")
				.navigationBarItems(leading: EditButton(), trailing: Button("Add") {
					print("add")
				})
				.navigationBarHidden(false)
		}
	}
}
