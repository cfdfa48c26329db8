import Foundation
import MigrationKit

/// One entry of a directory, with its type as the directory itself records it (no `stat` per
/// entry on file systems that record types; one `lstat` on those that do not).
struct DirectoryEntry {
    enum Kind { case directory, file, symlink, other }

    let name: String
    /// The entry's own type: a symlink is `.symlink`, whatever it leads to.
    let kind: Kind
}

/// Lists directories with `readdir`: Foundation's listing builds a URL per entry, and run
/// discovery and platform inference list folders with thousands of files.
enum DirectoryListing {
    /// The entries of `directory` other than `.` and `..`, sorted by the bytes of their names
    /// (so that every machine walks in the same order); nil when it cannot be listed.
    static func entries(of directory: String) -> [DirectoryEntry]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            entries.append(DirectoryEntry(name: name, kind: kind(Int32(entry.pointee.d_type), of: name, in: directory)))
        }
        return entries.sorted { $0.name.precedesByBytes($1.name) }
    }

    private static func kind(_ type: Int32, of name: String, in directory: String) -> DirectoryEntry.Kind {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .symlink
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard lstat(join(directory, name), &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .symlink
            default: return .other
            }
        default: return .other
        }
    }

    /// True when `path` is a directory or a symlink to one.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
