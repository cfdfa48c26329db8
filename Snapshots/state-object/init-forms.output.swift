import SwiftUI

@Observable final class EditorModel {
    var title: String

    init(title: String) {
        self.title = title
    }
}

@Observable final class PreviewModel {
    var isVisible = true
}

struct EditorView: View {
    @State private var editor: EditorModel
    @State var preview: PreviewModel
    @State var spare: PreviewModel

    init(title: String) {
        _editor = State(initialValue: EditorModel(title: title))
        self._preview = SwiftUI.State(initialValue: PreviewModel())
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
