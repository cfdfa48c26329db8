import Foundation

/// A temporary directory for one test, removed with everything in it when released.
public final class TemporaryDirectory {
    public let path: String

    public init(prefix: String = "swiftui-migrate-tests") {
        path = NSTemporaryDirectory() + "\(prefix)-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `path` as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative` (creating folders) and returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String { write(relative, bytes: Array(text.utf8)) }

    /// Writes `bytes` to `relative` (creating folders) and returns the full path.
    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = path + "/" + relative
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: full, contents: Data(bytes)), "cannot write \(full)")
        return full
    }

    /// The bytes of `relative` (empty when it cannot be read).
    public func read(_ relative: String) -> Data { FileManager.default.contents(atPath: path + "/" + relative) ?? Data() }

    /// The text of `relative`.
    public func text(_ relative: String) -> String { String(decoding: read(relative), as: UTF8.self) }
}
