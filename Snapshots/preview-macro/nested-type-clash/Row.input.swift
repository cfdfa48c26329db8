import SwiftUI

struct Row: View {
    var body: some View {
        Text("row")
    }
}

/// Its nested `ExampleView` would move out as a file-level private type, which another file's
/// `ExampleView` makes a redeclaration: the provider stays.
struct Row_Previews: PreviewProvider {
    struct ExampleView: View {
        var body: some View {
            Row()
        }
    }

    static var previews: some View {
        ExampleView()
    }
}

/// A nested type no other file declares moves out.
struct Badge_Previews: PreviewProvider {
    struct BadgeSample: View {
        var body: some View {
            Row()
        }
    }

    static var previews: some View {
        BadgeSample()
    }
}
