import SwiftUI

struct Meter: View {
    var body: some View { Text("Meter") }
}

#if DEBUG
    #Preview {
        Meter() // trailing comment
            .padding()
    }
#endif
