import Foundation

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

    public init(patterns: [String] = []) {
        self.patterns = patterns.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }

    /// True when the entry at `relative` (below its root; `joined` is root + relative) is left out.
    public func excludes(relative: String, joined: String, isDirectory: Bool = false) -> Bool {
        let components = relative.split(separator: "/")
        let folders = isDirectory ? components[...] : components.dropLast()
        if folders.contains(where: { ExcludeRules.skippedFolders.contains(String($0)) }) { return true }
        for pattern in patterns {
            if fnmatch(pattern, relative, 0) == 0 || fnmatch(pattern, joined, 0) == 0 { return true }
            if components.contains(where: { fnmatch(pattern, String($0), 0) == 0 }) { return true }
        }
        return false
    }
}
