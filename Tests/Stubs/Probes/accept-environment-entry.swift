import SwiftUI

// @Entry declares a custom environment value: read with @Environment, written with .environment.
extension EnvironmentValues {
    @Entry var accentLevel: Int = 2
    @Entry var badgeTitle: String? = nil
    @Entry public var spacing: CGFloat = 8
}

struct EntryReader: View {
    @Environment(\.accentLevel) private var accentLevel
    var body: some View {
        Text("\(accentLevel)").environment(\.badgeTitle, "New")
    }
}
