import Foundation
import SwiftUI

@Observable final class LogModel {
    var lines: [String] = []
    private let handle: FileHandle

    init() throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/var/log/app.log"))
    }
}

@Observable final class DraftModel {
    var text = ""
    let created: Date
    let folder: URL

    init(created: Date, folder: URL) {
        self.created = created
        self.folder = folder
    }
}

struct LogView: View {
    // `try!` runs again at every view init with @State, and may trap there.
    @State private var model = try! LogModel()
    // Other modules' values made in the arguments count as nothing.
    @State private var draft = DraftModel(created: Date(), folder: URL(fileURLWithPath: "/tmp"))

    var body: some View {
        Text(model.lines.joined() + draft.text)
    }
}
