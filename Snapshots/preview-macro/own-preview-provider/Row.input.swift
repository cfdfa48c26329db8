import SwiftUI

struct Row3: View {
    var body: some View { Text("Row") }
}

struct Row3_Previews: PreviewProvider {
    static var previews: some View {
        Row3()
    }
}
