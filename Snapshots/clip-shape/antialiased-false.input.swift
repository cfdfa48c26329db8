import SwiftUI

/// clipShape has no antialiased parameter: a call that turns it off stays, with a warning.
struct Sharp: View {
    let smooth: Bool

    var body: some View {
        VStack {
            Text("sharp").cornerRadius(8, antialiased: false)
            Text("chosen").cornerRadius(8, antialiased: smooth)
        }
    }
}
