import SwiftUI

struct Dot: View {
	var body: some View { Text("Dot") }
}

// Plain
#Preview {
	Dot()
}

#Preview("Second") {
	Dot()
}
