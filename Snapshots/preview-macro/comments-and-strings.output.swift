import SwiftUI

// A struct Old_Previews: PreviewProvider { static var previews ... } used to live here.
struct Label2: View {
    var body: some View { Text("struct X: PreviewProvider { }") }
}

#Preview {
    Label2()
}
