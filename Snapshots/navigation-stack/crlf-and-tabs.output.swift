import SwiftUI

// A file with tabs and CRLF line breaks: inserted lines use both.
struct TabbedView: View {
	@State private var showsHelp = false

	var body: some View {
		NavigationStack {
			VStack {
				Button { showsHelp = true } label: {
					Text("Help")
				}
			}
			.navigationTitle("Tabs")
			.navigationBarTitleDisplayMode(.inline)
			.navigationDestination(isPresented: $showsHelp) {
				HelpPage(
					topic: "Tabs"
				)
			}
		}
	}
}

struct TabbedSplitView: View {
	var body: some View {
		NavigationSplitView {
			Text("Sidebar")
		} detail: {
			Text("Detail")
		}
	}
}

struct HelpPage: View {
	let topic: String
	var body: some View { Text(topic) }
}
