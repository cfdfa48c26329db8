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
            Text("red").foregroundStyle(.red)
            Text("primary").foregroundStyle(Color.primary)
            Text("secondary").foregroundStyle(Color.secondary)
            Text("accent").foregroundStyle(Color.accentColor)
            Text("brand").foregroundStyle(Color.brand)
            Text("faded").foregroundStyle(.blue.opacity(0.5))
            Text("either").foregroundStyle(isOn ? .green : Color.secondary)
            Text("parenthesized").foregroundStyle((Color.primary))
            VStack {
                Text("typed").foregroundStyle(Color.orange)
                Text("property").foregroundStyle(plain)
                Text("defaulted").foregroundStyle(highlight ?? Color.gray)
            }
        }
        .foregroundStyle(Color(red: 0.2, green: 0.3, blue: 0.4))
    }
}
