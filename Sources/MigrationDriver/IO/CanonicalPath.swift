import Foundation
import MigrationKit

/// What a path names, whatever its spelling: absolute, normalized, symlinks resolved (for a
/// path that does not exist yet, those of its existing part).
public enum CanonicalPath {
    public static func of(_ path: String) -> String {
        var existing = PathDisplay.normalize(PathDisplay.absolute(path, from: FileManager.default.currentDirectoryPath))
        var missing: [String] = []
        while access(existing, F_OK) != 0 && existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = AtomicWriter.resolvedPath(existing)
        return missing.isEmpty ? resolved : ([resolved == "/" ? "" : resolved] + missing).joined(separator: "/")
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
