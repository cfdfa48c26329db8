import SwiftUI

#Preview {
    VStack {
        Row4_Previews.previews
    }
}
