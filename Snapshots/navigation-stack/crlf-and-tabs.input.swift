import SwiftUI

// A file with tabs and CRLF line breaks: inserted lines use both.
struct TabbedView: View {
	@State private var showsHelp = false

	var body: some View {
		NavigationView {
			VStack {
				NavigationLink(
					destination: HelpPage(
						topic: "Tabs"
					),
					isActive: $showsHelp
				) {
					Text("Help")
				}
			}
			.navigationBarTitle("Tabs", displayMode: .inline)
		}
		.navigationViewStyle(.stack)
	}
}

struct TabbedSplitView: View {
	var body: some View {
		NavigationView {
			Text("Sidebar")

			Text("Detail")
		}
	}
}

struct HelpPage: View {
	let topic: String
	var body: some View { Text(topic) }
}
