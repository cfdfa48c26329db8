import SwiftUI

struct Row4: View {
    var body: some View { Text("Row") }
}

struct Row4_Previews: PreviewProvider {
    static var previews: some View {
        Row4()
    }
}
