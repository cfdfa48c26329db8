import SwiftUI

final class EditorModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }
}

final class PreviewModel: ObservableObject {
    @Published var isVisible = true
}

struct EditorView: View {
    @StateObject private var editor: EditorModel
    @StateObject var preview: PreviewModel
    @StateObject var spare: PreviewModel

    init(title: String) {
        _editor = StateObject(wrappedValue: EditorModel(title: title))
        self._preview = SwiftUI.StateObject(wrappedValue: PreviewModel())
        _spare = .init(wrappedValue: .init())
    }

    var body: some View {
        VStack {
            TextField("Title", text: $editor.title)
            Toggle("Preview", isOn: $preview.isVisible)
            Text(spare.isVisible ? "Spare" : "")
        }
    }
}
