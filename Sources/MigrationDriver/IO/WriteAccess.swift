import Foundation
import MigrationKit

/// Whether a run that writes in place may replace a file: the file must be writable by the user
/// running the tool (a file with no write permission bit at all counts as read-only even for
/// root: it says "do not change me"), and its folder must take the new file that replaces it.
/// Folders are asked once each.
struct WriteAccess {
    private var folders: [String: Bool] = [:]

    /// Why `path` cannot be replaced, or nil when it can (or does not exist: reading it says so).
    mutating func problem(_ path: String) -> UnchangeableFiles.Reason? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { return .readOnly }
        let folder = PathSplit.folder(of: AtomicWriter.resolvedPath(path))
        let key = folder.isEmpty ? "." : folder
        if let writable = folders[key] { return writable ? nil : .folderNotWritable }
        let writable = access(key, W_OK | X_OK) == 0
        folders[key] = writable
        return writable ? nil : .folderNotWritable
    }
}

extension UnchangeableFiles {
    /// The error of a file that would change but that the user cannot write (`reason` is
    /// `readOnly` or `folderNotWritable`).
    static func notWritten(_ reason: Reason) -> String {
        switch reason {
        case .folderNotWritable: return "its folder does not let this user replace it; left unchanged, and what it uses stays as it is"
        default: return "read-only (no write permission); left unchanged, and what it uses stays as it is"
        }
    }
}
