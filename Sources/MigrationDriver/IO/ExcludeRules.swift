import Foundation
import MigrationKit

/// Which paths a directory walk leaves out: the folders build tools and package managers own
/// (always), and the user's `--exclude GLOB` patterns.
///
/// A pattern is matched with fnmatch(3) against each path component below the root given on
/// the command line (`Generated`, `*Tests`), against the path below that root, and against the
/// path as given (`Sources/Legacy/*`); in the last two `*` also matches `/`.
public struct ExcludeRules: Sendable {
    /// Folders skipped by default wherever they appear below a root.
    public static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    public let patterns: [String]

    private static let skippedFolderNames = Array(skippedFolders)

    /// `skippedFolders.contains(name)`, without making a String of `name` and hashing it.
    private static func isSkippedFolder(_ name: Substring.UTF8View) -> Bool {
        skippedFolderNames.contains { $0.utf8.elementsEqual(name) }
    }

    public init(patterns: [String] = []) {
        self.patterns = patterns.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }

    /// True when the entry at `relative` (below its root; `joined` is root + relative) is left out.
    public func excludes(relative: String, joined: String, isDirectory: Bool = false) -> Bool {
        // Split on bytes: splitting a String on a Character walks grapheme clusters.
        let components = relative.utf8.split(separator: UInt8(ascii: "/"))
        let folders = isDirectory ? components[...] : components.dropLast()
        if folders.contains(where: ExcludeRules.isSkippedFolder) { return true }
        for pattern in patterns {
            if fnmatch(pattern, relative, 0) == 0 || fnmatch(pattern, joined, 0) == 0 { return true }
            if components.contains(where: { fnmatch(pattern, String(Substring($0)), 0) == 0 }) { return true }
        }
        return false
    }
}
