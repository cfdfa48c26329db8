import SwiftUI

struct Note: View {
    let text: String
    var body: some View { Text(text) }
}

struct Note_Previews: PreviewProvider {
    static var previews: some View {
        Note(text: """
            First line
              indented line
            """)
    }
}
