import SwiftUI

// A foregroundColor(_:) declared on the project's own view: only a chain that may be a Badge calls it.
struct Badge: View {
    var body: some View {
        Text("New").foregroundStyle(.red)
    }
}

extension Badge {
    func foregroundColor(_ color: Color?) -> some View {
        self
    }
}

class Swatch {
    init() {}
    func foregroundColor(_ color: Color) -> Swatch { self }
}

final class DarkSwatch: Swatch {}

struct Badges: View {
    let badge = Badge()

    var body: some View {
        VStack {
            Badge().foregroundColor(.blue)
            badge.foregroundColor(.green)
            Image(systemName: "star").padding().foregroundStyle(.orange)
            let _ = DarkSwatch().foregroundColor(.black)
        }
        .foregroundStyle(.gray)
    }
}
