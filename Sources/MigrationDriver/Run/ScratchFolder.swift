import Foundation
import MigrationKit

/// Where the compiler check copies the files it checks: one folder per run,
/// `<base>/swiftui-migrate-run-<pid>-XXXXXX`, holding a folder per batch. The base is `$TMPDIR`
/// when set, else `/dev/shm` (memory: creating thousands of files there is a hundred times
/// cheaper than on disk) when writable, else `/tmp`.
///
/// The run folder is made on first use and removed when the run ends (or is interrupted, see
/// `Temporaries`). A process killed outright cannot remove it: the next process to make its
/// own first removes the folders (this one's, and the `swiftui-migrate-check-<pid>-...` ones of
/// earlier versions) whose process is gone, when they belong to the same user.
final class ScratchFolder: @unchecked Sendable {
    static let shared = ScratchFolder()

    static let base: String = {
        if let explicit = ProcessInfo.processInfo.environment["TMPDIR"], !explicit.isEmpty { return explicit }
        return access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    }()

    /// The prefixes of run folders, each followed by the owner's process id and a `-`.
    static let prefixes = ["swiftui-migrate-run-", "swiftui-migrate-check-"]

    private let lock = NSLock()
    private var runFolder: String?
    private var batches = 0
    private var sweptLeftovers = false

    /// A new empty folder for one batch of the check.
    func makeBatchFolder() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if !sweptLeftovers {
            sweptLeftovers = true
            ScratchFolder.removeLeftovers(in: ScratchFolder.base)
        }
        let run: String
        if let existing = runFolder {
            run = existing
        } else {
            var template = Array("\(ScratchFolder.base)/\(ScratchFolder.prefixes[0])\(getpid())-XXXXXX".utf8CString)
            guard let made = Temporaries.shared.add(.folder, {
                template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
            }) else { throw FileProblem("cannot make a folder in \(ScratchFolder.base): \(Descriptor.reason(errno))") }
            runFolder = made
            run = made
        }
        batches += 1
        let batch = "\(run)/batch-\(batches)"
        guard mkdir(batch, 0o700) == 0 else { throw FileProblem("cannot make \(batch): \(Descriptor.reason(errno))") }
        return batch
    }

    /// Removes a batch's folder once it is checked.
    func removeBatchFolder(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    /// Removes the run folder, if there is one.
    func remove() {
        lock.lock()
        defer { lock.unlock() }
        guard let run = runFolder else { return }
        try? FileManager.default.removeItem(atPath: run)
        Temporaries.shared.forget(folder: run)
        runFolder = nil
    }

    /// Removes the run folders in `base` whose process is gone, among those of this user.
    static func removeLeftovers(in base: String) {
        guard let entries = DirectoryListing.entries(of: base) else { return }
        for entry in entries where entry.kind == .directory {
            guard let prefix = prefixes.first(where: { entry.name.hasPrefix($0) }) else { continue }
            let digits = entry.name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = base + "/" + entry.name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
