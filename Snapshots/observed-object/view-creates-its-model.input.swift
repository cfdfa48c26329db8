import SwiftUI

final class StatsModel: ObservableObject {
    @Published var booksRead = 0
}

final class ThemeModel: ObservableObject {
    @Published var accent = "blue"
    static let shared = ThemeModel()
}

final class DraftModel: ObservableObject {
    @Published var title = ""
}

struct StatsView: View {
    // The view creates its model: a new one with each view value, with or without the wrapper,
    // so it becomes a plain property (not @State, which would keep one model), with a note.
    @ObservedObject var stats = StatsModel()
    // A shared instance is not owned by the view: it becomes a plain property (still `var`,
    // so the memberwise init keeps its `theme:` parameter).
    @ObservedObject var theme = ThemeModel.shared

    var body: some View {
        Text("\(stats.booksRead) books, accent \(theme.accent)")
    }
}

struct DraftEditor: View {
    // Bindings to a model the view creates: @Bindable, with its initial value.
    @ObservedObject private var draft: DraftModel = .init()

    var body: some View {
        TextField("Title", text: $draft.title)
    }
}

struct StatsScreen: View {
    var body: some View {
        StatsView(theme: .shared)
        DraftEditor()
    }
}
