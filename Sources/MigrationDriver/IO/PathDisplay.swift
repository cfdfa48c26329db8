import Foundation
import MigrationKit

/// Turns paths into the form the run shows them in: relative to a base directory (the current
/// directory for the command line, a repository's root for bulk runs), which is also the form
/// patch headers need. Lexical only: symlinks are not resolved.
public struct PathDisplay: Sendable {
    /// The base directory, absolute and normalized.
    public let base: String
    private let baseBytes: [UInt8]

    public init(base: String = FileManager.default.currentDirectoryPath) {
        self.base = PathDisplay.normalize(PathDisplay.absolute(base, from: FileManager.default.currentDirectoryPath))
        baseBytes = Array(self.base.utf8)
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
        // Both are normalized and absolute: find where their common folders end.
        let target = Array(absolute.utf8)
        let slash = UInt8(ascii: "/")
        var matched = 0
        var lastSlash = 0
        while matched < target.count, matched < baseBytes.count, target[matched] == baseBytes[matched] {
            if target[matched] == slash { lastSlash = matched }
            matched += 1
        }
        let baseEnds = matched == baseBytes.count && (matched == target.count || target[matched] == slash)
        let targetEnds = matched == target.count && matched < baseBytes.count && baseBytes[matched] == slash
        let commonEnd = baseBytes.count == 1 ? 0 : (baseEnds || targetEnds ? matched : lastSlash)
        let ups = baseBytes.count == 1 ? 0 : baseBytes[commonEnd...].lazy.filter { $0 == slash }.count
        var parts = Array(repeating: "..", count: ups)
        if commonEnd + 1 < target.count { parts.append(String(decoding: target[(commonEnd + 1)...], as: UTF8.self)) }
        return parts.joined(separator: "/")
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
