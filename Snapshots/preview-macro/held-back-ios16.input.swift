// snapshot: --min-ios 16
import SwiftUI

struct Tile: View {
    var body: some View { Text("Tile") }
}

struct Tile_Previews: PreviewProvider {
    static var previews: some View {
        Tile()
    }
}
