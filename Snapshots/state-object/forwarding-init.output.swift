import SwiftUI

@Observable final class DocumentModel {
    var text = ""
    let name: String

    init(name: String) {
        self.name = name
        load()
    }

    func load() { Task {} }
}

@Observable final class HistoryModel {
    var entries: [String] = []

    init(limit: Int) {
        DispatchQueue.main.async { }
    }
}

// The parameter is an autoclosure passed on: @StateObject evaluated it once, @State at
// every `EditorView(document:)`.
struct EditorView: View {
    @State private var document: DocumentModel

    init(document: @autoclosure @escaping () -> DocumentModel) {
        _document = State(initialValue: document())
    }

    var body: some View {
        TextEditor(text: $document.text)
    }
}

// The model is built in the init: the property's own set-up value is named.
struct HistoryView: View {
    @State private var history: HistoryModel

    init(limit: Int) {
        _history = State(initialValue: HistoryModel(limit: limit))
    }

    var body: some View {
        List(history.entries, id: \.self) { Text($0) }
    }
}

struct WorkspaceView: View {
    let names: [String]

    var body: some View {
        ForEach(names, id: \.self) { name in
            EditorView(document: DocumentModel(name: name))
            HistoryView(limit: 20)
        }
    }
}
