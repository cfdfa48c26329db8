import SwiftUI

// A nested `private` class becomes `fileprivate`: the extension @Observable adds
// (`extension LogView.Model: Observable`) cannot see a `private` nested type.
struct LogView: View {
    @StateObject private var model = Model()
    @StateObject private var filter = Filter()

    var body: some View {
        Text(model.lines.joined() + filter.text)
    }

    @MainActor private final class Model: ObservableObject {
        @Published var lines: [String] = []
    }
}

extension LogView {
    private class Filter: ObservableObject {
        @Published var text = ""
    }
}

// At the top level `private` is file-scoped already: it stays.
private class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.count)")
    }
}
