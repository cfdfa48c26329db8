// snapshot: isolated --platforms iphone,ipad
import SwiftUI

// In an iPhone and iPad app, a one-view NavigationView with the default style is left with a
// warning in the app's own code. In a preview it only gives the previewed view a navigation
// bar: it becomes a NavigationStack (previews do not ship).
struct ReadingList: View {
    var body: some View {
        NavigationView {
            List {
                Text("Dune")
            }
            .navigationTitle("Reading")
        }
    }
}

struct BookRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            BookRow(title: "Dune")
        }
    }
}

#Preview("Dark") {
    NavigationView {
        BookRow(title: "Emma")
    }
    .preferredColorScheme(.dark)
}
