// expect-error: extra argument in call
// ViewBuilder.buildBlock takes at most 10 children (the pre-iOS 17 limit the stub keeps).
import SwiftUI

struct Crowded: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
            Text("11")
        }
    }
}
