import Foundation

/// Replaces a file's content safely: only when the file still holds what the run read, through
/// a temporary file in the same directory renamed over it (readers never see half a file), with
/// the original's permission bits (and owner, when allowed). A symlink is written through: its
/// target is replaced and the link stays.
public enum AtomicWriter {
    /// Writes `content` to `path` if the file's bytes still equal `expected`; otherwise (or on
    /// any system error) leaves it untouched and returns why.
    public static func replace(_ path: String, with content: [UInt8], expecting expected: [UInt8]) -> FileProblem? {
        let target = resolvedPath(path)
        switch SourceReader.readBytes(target) {
        case .failure(let failure): return failure
        case .success(let current) where current != expected:
            return FileProblem("changed on disk while swiftui-migrate was running; not written (run again to migrate it)")
        case .success: break
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return SourceReader.systemFailure("cannot write the file") }

        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(name).swiftui-migrate-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return SourceReader.systemFailure("cannot write a temporary file next to it; not written") }
        let temporary = String(cString: template)
        var failure: FileProblem? = nil
        if !writeAll(descriptor, content) {
            failure = SourceReader.systemFailure("cannot write the file")
        } else if fchmod(descriptor, info.st_mode & 0o7777) != 0 {
            failure = SourceReader.systemFailure("cannot keep its permissions; not written")
        }
        _ = fchown(descriptor, info.st_uid, info.st_gid)  // best effort: only root may give files away
        if close(descriptor) != 0 && failure == nil { failure = SourceReader.systemFailure("cannot write the file") }
        if failure == nil && rename(temporary, target) != 0 { failure = SourceReader.systemFailure("cannot write the file") }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// `path` with symlinks resolved, so a link is written through rather than replaced.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates (or truncates) the file at `path` and writes `bytes` to it: for scratch files,
    /// without the safety above and without syncing to disk.
    static func writeScratch(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = writeAll(descriptor, bytes)
        return close(descriptor) == 0 && written
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
