import Foundation
import SwiftUI

final class LogModel: ObservableObject {
    @Published var lines: [String] = []
    private let handle: FileHandle

    init() throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/var/log/app.log"))
    }
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    let created: Date
    let folder: URL

    init(created: Date, folder: URL) {
        self.created = created
        self.folder = folder
    }
}

struct LogView: View {
    // `try!` runs again at every view init with @State, and may trap there.
    @StateObject private var model = try! LogModel()
    // Other modules' values made in the arguments count as nothing.
    @StateObject private var draft = DraftModel(created: Date(), folder: URL(fileURLWithPath: "/tmp"))

    var body: some View {
        Text(model.lines.joined() + draft.text)
    }
}
