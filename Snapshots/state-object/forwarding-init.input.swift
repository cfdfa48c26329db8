import SwiftUI

final class DocumentModel: ObservableObject {
    @Published var text = ""
    let name: String

    init(name: String) {
        self.name = name
        load()
    }

    func load() { Task {} }
}

final class HistoryModel: ObservableObject {
    @Published var entries: [String] = []

    init(limit: Int) {
        DispatchQueue.main.async { }
    }
}

// The parameter is an autoclosure passed on: @StateObject evaluated it once, @State at
// every `EditorView(document:)`.
struct EditorView: View {
    @StateObject private var document: DocumentModel

    init(document: @autoclosure @escaping () -> DocumentModel) {
        _document = StateObject(wrappedValue: document())
    }

    var body: some View {
        TextEditor(text: $document.text)
    }
}

// The model is built in the init: the property's own set-up value is named.
struct HistoryView: View {
    @StateObject private var history: HistoryModel

    init(limit: Int) {
        _history = StateObject(wrappedValue: HistoryModel(limit: limit))
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
