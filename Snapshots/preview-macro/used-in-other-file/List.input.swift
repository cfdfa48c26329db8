import SwiftUI

struct List4_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Row4_Previews.previews
        }
    }
}
