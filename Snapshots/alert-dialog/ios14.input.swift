// snapshot: --min-ios 14
import SwiftUI

struct OldView: View {
    @State private var isShowing = false

    var body: some View {
        Text("Old")
            .alert(isPresented: $isShowing) {
                Alert(title: Text("Old"))
            }
    }
}
