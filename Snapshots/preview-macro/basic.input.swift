import SwiftUI

struct Badge: View {
    var body: some View { Text("Badge") }
}

/// The badge, as the designers see it.
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge()
    }
}
