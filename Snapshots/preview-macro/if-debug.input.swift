import SwiftUI

struct Meter: View {
    var body: some View { Text("Meter") }
}

#if DEBUG
    struct Meter_Previews: PreviewProvider {
        static var previews: some View {
            Meter() // trailing comment
                .padding()
        }
    }
#endif
