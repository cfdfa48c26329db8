import Foundation

/// A temporary directory for one test, removed when the test object goes away.
final class ScratchDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "migrationkit-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` (or `bytes`) to `relative`, creating folders; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String { write(relative, bytes: Array(text.utf8)) }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = path + "/" + relative
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path + "/" + relative) ?? Data(), as: UTF8.self)
    }
}
