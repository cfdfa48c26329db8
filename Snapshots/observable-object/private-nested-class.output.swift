import SwiftUI

// A nested `private` class becomes `fileprivate`: the extension @Observable adds
// (`extension LogView.Model: Observable`) cannot see a `private` nested type.
struct LogView: View {
    @State private var model = Model()
    @State private var filter = Filter()

    var body: some View {
        Text(model.lines.joined() + filter.text)
    }

    @MainActor @Observable fileprivate final class Model {
        var lines: [String] = []
    }
}

extension LogView {
    @Observable fileprivate class Filter {
        var text = ""
    }
}

// At the top level `private` is file-scoped already: it stays.
@Observable private class Counter {
    var count = 0
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Text("\(counter.count)")
    }
}
