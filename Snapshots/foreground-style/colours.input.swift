import SwiftUI

extension Color {
    static let brand = Color("Brand")
}

/// Plain colours keep their implicit member; colours ShapeStyle reads otherwise (.primary,
/// .secondary) or does not declare (.accentColor, the project's own) are written Color.x.
struct Palette: View {
    let isOn: Bool
    let plain: Color
    let highlight: Color?

    var body: some View {
        VStack {
            Text("red").foregroundColor(.red)
            Text("primary").foregroundColor(.primary)
            Text("secondary").foregroundColor(.secondary)
            Text("accent").foregroundColor(.accentColor)
            Text("brand").foregroundColor(.brand)
            Text("faded").foregroundColor(.blue.opacity(0.5))
            Text("either").foregroundColor(isOn ? .green : .secondary)
            Text("parenthesized").foregroundColor((.primary))
            VStack {
                Text("typed").foregroundColor(Color.orange)
                Text("property").foregroundColor(plain)
                Text("defaulted").foregroundColor(highlight ?? .gray)
            }
        }
        .foregroundColor(Color(red: 0.2, green: 0.3, blue: 0.4))
    }
}
