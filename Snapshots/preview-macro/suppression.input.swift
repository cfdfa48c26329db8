import SwiftUI

struct Chip: View {
    var body: some View { Text("Chip") }
}

// swiftui-migrate:disable-next-line preview-macro
struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        Chip()
    }
}
