import Foundation

/// Turns paths into the form the run shows them in: relative to a base directory (the current
/// directory for the command line, a repository's root for bulk runs), which is also the form
/// patch headers need. Lexical only: symlinks are not resolved.
public struct PathDisplay: Sendable {
    /// The base directory, absolute and normalized.
    public let base: String
    private let baseParts: [Substring]

    public init(base: String = FileManager.default.currentDirectoryPath) {
        self.base = PathDisplay.normalize(PathDisplay.absolute(base, from: FileManager.default.currentDirectoryPath))
        baseParts = self.base.split(separator: "/")
    }

    /// `path` relative to the base (with `../` when it lies outside it).
    public func display(_ path: String) -> String {
        display(path, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// `display(_:)` for many paths, reading the current directory once.
    public func display(_ paths: [String]) -> [String] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        return paths.map { display($0, currentDirectory: currentDirectory) }
    }

    private func display(_ path: String, currentDirectory: String) -> String {
        let absolute = PathDisplay.normalize(PathDisplay.absolute(path, from: currentDirectory))
        if absolute == base { return "." }
        let parts = absolute.split(separator: "/")
        var common = 0
        while common < baseParts.count, common < parts.count, baseParts[common] == parts[common] { common += 1 }
        let up = Array(repeating: "..", count: baseParts.count - common)
        return (up + parts[common...].map(String.init)).joined(separator: "/")
    }

    static func absolute(_ path: String, from directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// Removes `.`, empty components and `name/..` pairs.
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// True for an absolute path without empty, `.` or `..` components (and no trailing slash).
    private static func isNormalized(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        // The length of the component read so far, and whether it is all dots.
        var length = 0
        var dots = true
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots && length <= 2) { return false }
                length = 0
                dots = true
            } else {
                length += 1
                dots = dots && byte == UInt8(ascii: ".")
            }
        }
        return length > 0 && !(dots && length <= 2)
    }
}
