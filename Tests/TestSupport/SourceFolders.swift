import Foundation

/// Finds source files on disk for tests: the example app, real projects named in the
/// environment, the toolchain's own sources.
public enum SourceFolders {
    /// The regular files under `root` whose extension is one of `extensions`, sorted by path.
    /// Hidden files and folders (`.git`, SwiftPM's `.build`) are skipped.
    public static func files(under root: URL, extensions: Set<String> = ["swift"]) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: .skipsHiddenFiles) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The files `files(under:extensions:)` finds, read: each as its path relative to `root`
    /// ("Views/Row.swift") and its bytes. Throws when a file cannot be read.
    public static func sources(under root: URL, extensions: Set<String> = ["swift"]) throws -> [(name: String, bytes: [UInt8])] {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return try files(under: root, extensions: extensions).map { url in
            (url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path, [UInt8](try Data(contentsOf: url)))
        }
    }

    /// The folders named by the environment variable `name` (colon-separated), or nil when it
    /// is unset or empty.
    public static func fromEnvironment(_ name: String) -> [URL]? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
}
