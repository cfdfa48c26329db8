import Foundation
import MigrationKit

/// Replaces source files' content safely, in two steps, so that an interruption before the
/// second changes nothing:
///
/// 1. `stage`: only when the file still holds what the run read, the new content goes to a
///    temporary file in the same folder (`TemporaryFile`) with the original's permission bits
///    (and owner, when allowed);
/// 2. `commit`: every staged file is renamed over its original in one short loop that an
///    interruption waits for (readers never see half a file), each only when the original has
///    not changed since it was staged.
///
/// A symlink is written through: its target is replaced and the link stays.
public enum AtomicWriter {
    /// A new content waiting in its temporary file.
    public struct Staged {
        /// The path as given, for messages.
        let path: String
        /// The file to replace, symlinks resolved.
        let target: String
        let temporary: TemporaryFile
        /// The original as it was when staged.
        let identity: FileIdentity
    }

    /// Stages `content` for `path` if the file's bytes still equal `expected`; otherwise (or on
    /// any system error) leaves no temporary and returns why.
    public static func stage(_ path: String, with content: [UInt8], expecting expected: [UInt8]) -> Result<Staged, FileProblem> {
        let target = resolvedPath(path)
        var info = stat()
        switch SourceReader.readBytes(target, info: &info) {
        case .failure(let failure): return .failure(failure)
        case .success(let current) where current != expected:
            return .failure(FileProblem("changed on disk while swiftui-migrate was running; not written (run again to migrate it)"))
        case .success: break
        }
        let temporary: TemporaryFile
        do { temporary = try TemporaryFile(beside: target) } catch {
            return .failure(FileProblem("cannot write a temporary file next to it (\(error)); not written"))
        }
        do {
            try temporary.write(content)
            try temporary.setMode(info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid))
            try temporary.finishWriting()
        } catch {
            temporary.remove()
            return .failure(FileProblem("cannot write the file: \(error)"))
        }
        return .success(Staged(path: path, target: target, temporary: temporary, identity: FileIdentity(info)))
    }

    /// Renames every staged file over its original, in order and with no interruption in
    /// between; a file changed since it was staged is left as it is. Per file, nil when written,
    /// else why not. `written(k)` is called for each file written.
    public static func commit(_ staged: [Staged], written: (Int) -> Void = { _ in }) -> [FileProblem?] {
        Temporaries.shared.withoutInterruption {
            staged.enumerated().map { k, file in
                var info = stat()
                guard stat(file.target, &info) == 0, FileIdentity(info) == file.identity else {
                    file.temporary.remove()
                    return FileProblem("changed on disk while swiftui-migrate was running; not written (run again to migrate it)")
                }
                do { try file.temporary.move(over: file.target) } catch {
                    file.temporary.remove()
                    return FileProblem("cannot write the file: \(error)")
                }
                Temporaries.shared.recordWritten(file.path)
                written(k)
                return nil
            }
        }
    }

    /// Removes the temporaries of files that will not be written.
    public static func discard(_ staged: [Staged]) {
        for file in staged { file.temporary.remove() }
    }

    /// Writes `content` to `path` if the file's bytes still equal `expected` (both steps at
    /// once); otherwise (or on any system error) leaves it untouched and returns why.
    public static func replace(_ path: String, with content: [UInt8], expecting expected: [UInt8]) -> FileProblem? {
        switch stage(path, with: content, expecting: expected) {
        case .failure(let problem): return problem
        case .success(let staged): return commit([staged])[0]
        }
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
        let failure = Descriptor.writeAll(descriptor, bytes)
        return close(descriptor) == 0 && failure == nil
    }
}

/// What tells a file's version apart without reading it: its device and inode, size, and
/// modification and change times.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
