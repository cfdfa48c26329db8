import SwiftUI

final class StatsModel: ObservableObject {
    @Published var booksRead = 0
}

final class ThemeModel: ObservableObject {
    @Published var accent = "blue"
    static let shared = ThemeModel()
}

struct StatsView: View {
    // The view creates its model: with @ObservedObject it is re-created whenever the parent
    // re-renders. The fix (@StateObject, later @State) changes its lifetime, so it is left.
    @ObservedObject var stats = StatsModel()
    // A shared instance is not owned by the view: it becomes a plain property (still `var`,
    // so the memberwise init keeps its `theme:` parameter).
    @ObservedObject var theme = ThemeModel.shared

    var body: some View {
        Text("\(stats.booksRead) books, accent \(theme.accent)")
    }
}

struct StatsScreen: View {
    var body: some View {
        StatsView(theme: .shared)
    }
}
