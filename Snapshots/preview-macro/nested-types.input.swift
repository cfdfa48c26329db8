import SwiftUI

struct Counter: View {
    @Binding var count: Int

    var body: some View {
        Button("\(count)") { count += 1 }
    }
}

// The previewed state lives in a view declared inside the provider: it moves out, private.
struct Counter_Previews: PreviewProvider {
    struct Preview: View {
        @State private var count = 3

        var body: some View {
            Counter(count: $count)
        }
    }

    static var previews: some View {
        Preview()
            .previewDisplayName("Three")
    }

    fileprivate enum Sample {
        static let start = 1
    }
}

struct Tally: View {
    var body: some View { Text("Tally") }
}

// A nested type that names the provider, one public, and two of one name in a file stay.
struct Tally_Previews: PreviewProvider {
    struct Holder: View {
        var body: some View { Tally_Previews.previews }
    }

    static var previews: some View {
        Tally()
    }
}

struct TallyBoard_Previews: PreviewProvider {
    public struct Board: View {
        public var body: some View { Tally() }
    }

    static var previews: some View {
        Board()
    }
}

struct TallyRow_Previews: PreviewProvider {
    struct Row: View {
        var body: some View { Tally() }
    }

    static var previews: some View {
        Row()
    }
}

struct TallyColumn_Previews: PreviewProvider {
    struct Row: View {
        var body: some View { Tally().padding() }
    }

    static var previews: some View {
        Row()
    }
}
