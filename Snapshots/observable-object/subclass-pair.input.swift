// snapshot: isolated
import SwiftUI

class DocumentModel: ObservableObject {
    @Published var title = ""
    var revision = 0
}

final class TextDocumentModel: DocumentModel {
    @Published var text = ""
    private var undoDepth = 0
}

final class ReadOnlyDocumentModel: DocumentModel {
    let source: URL

    init(source: URL) {
        self.source = source
    }
}
