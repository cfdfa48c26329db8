import SwiftUI

struct Note: View {
    let text: String
    var body: some View { Text(text) }
}

#Preview {
    Note(text: """
            First line
              indented line
            """)
}
