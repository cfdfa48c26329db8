import SwiftUI

struct Crlf: View {
	var body: some View {
		Text("tabs")
			.foregroundStyle(.red)
	}
}
