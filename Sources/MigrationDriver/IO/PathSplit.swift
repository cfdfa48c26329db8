/// A path's folder and last name, split at its last `/` (trailing slashes aside), for any
/// spelling: `NSString.deletingLastPathComponent` traps on a one-character relative path on
/// Linux (`--patch a` crashed with SIGILL), so the tool splits paths itself.
enum PathSplit {
    /// `a/b/c` → `a/b`, `/c` → `/`, `c` → `` (the current folder), `a//b/` → `a`.
    static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(Substring(path))
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `a/b/c` → `c`, `c/` → `c`, `/` → `/`.
    static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(Substring(path))
        guard !trimmed.isEmpty else { return path.isEmpty ? "" : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func trimmingTrailingSlashes(_ path: Substring) -> Substring {
        var path = path
        while path.count > 1, path.last == "/" { path = path.dropLast() }
        return path == "/" ? "" : path
    }
}
