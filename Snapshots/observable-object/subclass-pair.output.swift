// snapshot: isolated
import SwiftUI

@Observable class DocumentModel {
    var title = ""
    @ObservationIgnored var revision = 0
}

@Observable final class TextDocumentModel: DocumentModel {
    var text = ""
    @ObservationIgnored private var undoDepth = 0
}

final class ReadOnlyDocumentModel: DocumentModel {
    let source: URL

    init(source: URL) {
        self.source = source
    }
}
