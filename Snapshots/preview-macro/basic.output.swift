import SwiftUI

struct Badge: View {
    var body: some View { Text("Badge") }
}

/// The badge, as the designers see it.
#Preview {
    Badge()
}
