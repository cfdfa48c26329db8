import Foundation
import MigrationKit

/// What a path names, whatever its spelling: absolute, normalized, symlinks resolved (for a
/// path that does not exist yet, those of its existing part).
public enum CanonicalPath {
    public static func of(_ path: String) -> String {
        var existing = PathDisplay.normalize(PathDisplay.absolute(path, from: FileManager.default.currentDirectoryPath))
        var missing: [String] = []
        while access(existing, F_OK) != 0 && existing != "/" {
            missing.insert(PathSplit.name(of: existing), at: 0)
            existing = PathSplit.folder(of: existing)
        }
        let resolved = AtomicWriter.resolvedPath(existing)
        return missing.isEmpty ? resolved : ([resolved == "/" ? "" : resolved] + missing).joined(separator: "/")
    }

    /// `of` for many paths at once, as `paths.map(of)` answers: a file that is no symbolic link
    /// is its folder's canonical path (resolved once per folder) and its name, so a run over
    /// thousands of files resolves each folder once rather than every folder of every path.
    public static func of(_ paths: [String]) -> [String] {
        let directory = FileManager.default.currentDirectoryPath
        var folders: [Substring: String?] = [:]
        func resolved(_ folder: Substring) -> String? {
            if let known = folders[folder] { return known }
            let resolved = realpath(String(folder), nil).map { resolved in
                defer { free(resolved) }
                return String(cString: resolved)
            }
            folders[folder] = .some(resolved)
            return resolved
        }
        return paths.map { path in
            let absolute = PathDisplay.normalize(PathDisplay.absolute(path, from: directory))
            var info = stat()
            guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex,
                  lstat(absolute, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return of(path) }
            guard let folder = resolved(absolute[..<slash]), folder != "/" else { return of(path) }
            return folder + absolute[slash...]
        }
    }

    /// True when canonical path `path` is `directory` or lies below it (both canonical).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        // Asked for every file and every target's folder: compares bytes in place, joins no string.
        var (path, directory) = (path, directory)
        return path.withUTF8 { path in
            directory.withUTF8 { directory in
                guard path.count >= directory.count,
                      directory.isEmpty || memcmp(path.baseAddress!, directory.baseAddress!, directory.count) == 0 else { return false }
                let slash = UInt8(ascii: "/")
                return path.count == directory.count || path[directory.count] == slash || (directory.count == 1 && directory[0] == slash)
                    || (directory.isEmpty && path[0] == slash)
            }
        }
    }
}
