import SwiftUI

struct Dot: View {
	var body: some View { Text("Dot") }
}

struct Dot_Previews: PreviewProvider {
	static var previews: some View {
		Group {
			// Plain
			Dot()
			Dot()
				.previewDisplayName("Second")
		}
	}
}
