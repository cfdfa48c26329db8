import Foundation
import MigrationKit

/// One repository named by a `bulk --repos` list.
public struct RepositoryEntry: Equatable, Sendable {
    /// The line of the list that names it (1-based).
    public let line: Int
    /// The path as the list writes it.
    public let written: String
    /// The path, absolute and normalized (symlinks are not resolved).
    public let path: String
    /// A name unique within the run and safe as a file name: `DIR/<name>.patch`.
    public var name: String
}

/// The `bulk --repos LIST` file: one repository path per line. Blank lines and lines starting
/// with `#` are skipped, and ` #` after a path starts a comment. A relative path is relative to
/// the folder holding the list (so a list kept beside the repositories works from any current
/// directory); `~/` is the home folder. Naming one repository twice is an error.
public enum RepositoryList {
    /// The list could not be used; the message says which line and why.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the list file at `path`.
    public static func read(_ path: String) throws -> [RepositoryEntry] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: "cannot read the repository list '\(path)': \(String(cString: strerror(errno)))")
        }
        let folder = PathSplit.folder(of: PathDisplay(base: path).base)
        return try parse(String(decoding: data, as: UTF8.self), relativeTo: folder)
    }

    /// The entries of the list `text`, with relative paths resolved against `folder`.
    public static func parse(_ text: String, relativeTo folder: String,
                             home: String = FileManager.default.homeDirectoryForCurrentUser.path) throws -> [RepositoryEntry] {
        var entries: [RepositoryEntry] = []
        var seen: [String: Int] = [:]
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let written = withoutComment(String(rawLine))
            guard !written.isEmpty else { continue }
            var path = written
            if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
            path = PathDisplay.normalize(PathDisplay.absolute(path, from: folder))
            let identity = CanonicalPath.of(path)
            if let first = seen[identity] {
                throw Problem(description: "the repository list names \(written) twice (lines \(first) and \(number + 1))")
            }
            seen[identity] = number + 1
            entries.append(RepositoryEntry(line: number + 1, written: written, path: path, name: ""))
        }
        let names = RepositoryNames.unique(entries.map(\.path))
        for i in entries.indices { entries[i].name = names[i] }
        return entries
    }

    /// The line without its comment and surrounding white space.
    private static func withoutComment(_ line: String) -> String {
        var text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { return "" }
        if let comment = text.range(of: #"\s#"#, options: .regularExpression) { text = String(text[..<comment.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// File-name-safe names for repositories, unique within a run: the folder's name, with as many
/// parent folders as it takes to tell apart repositories that share it (`work+app`,
/// `home+app`), and a number as the last resort.
public enum RepositoryNames {
    public static func unique(_ paths: [String]) -> [String] {
        let components = paths.map { $0.split(separator: "/").map { safe(String($0)) } }
        var depth = [Int](repeating: 1, count: paths.count)
        func name(_ i: Int) -> String {
            let parts = components[i].suffix(depth[i])
            return parts.isEmpty ? "root" : parts.joined(separator: "+")
        }
        while true {
            let groups = Dictionary(grouping: paths.indices, by: name)
            let clashing = groups.values.filter { $0.count > 1 }.joined().filter { depth[$0] < components[$0].count }
            if clashing.isEmpty { break }
            for i in clashing { depth[i] += 1 }
        }
        var taken = Set<String>()
        return paths.indices.map { i in
            var candidate = name(i)
            var number = 1
            while taken.contains(candidate) {
                number += 1
                candidate = "\(name(i))-\(number)"
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// `text` with every character outside letters, digits, `.`, `_` and `-` replaced by `_`.
    static func safe(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let mapped = String(text.map { allowed.contains($0) ? $0 : "_" })
        return mapped.hasPrefix(".") ? "_" + mapped.dropFirst() : mapped
    }
}
