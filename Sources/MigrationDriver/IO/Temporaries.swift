import Foundation
import MigrationKit

/// What the process has made and must not leave behind: temporary files not yet renamed into
/// place, scratch folders, and the programs it runs. An interruption (`Interruption`) removes
/// them all, ends the programs and says which files had been written (`written`).
///
/// Making a temporary and recording it happen under one lock, and an interruption takes that
/// lock for good, so nothing is made after it cleaned up; renames into place run under it too
/// (`withoutInterruption`), so an interruption comes before or after all of them.
public final class Temporaries: @unchecked Sendable {
    public static let shared = Temporaries()

    private let lock = NSRecursiveLock()
    private var files = Set<String>()
    private var folders = Set<String>()
    private var children = Set<pid_t>()
    private var writtenFiles: [String] = []

    /// A temporary file, or a folder removed with everything in it.
    enum Kind { case file, folder }

    /// Runs `make`, which creates a temporary file or folder and returns its path (nil when it
    /// could not), and records the path.
    func add(_ kind: Kind, _ make: () -> String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let path = make()
        if let path = path {
            switch kind {
            case .file: files.insert(path)
            case .folder: folders.insert(path)
            }
        }
        return path
    }

    /// Forgets a temporary file that was renamed into place or removed.
    func forget(file path: String) { locked { files.remove(path) } }

    /// Forgets a folder that was removed.
    func forget(folder path: String) { locked { folders.remove(path) } }

    /// Records a program started (`started`) or finished.
    func child(_ pid: pid_t, started: Bool) {
        locked {
            if started { children.insert(pid) } else { children.remove(pid) }
        }
    }

    /// Records a file written into place, for the note an interruption prints.
    func recordWritten(_ path: String) { locked { writtenFiles.append(path) } }

    /// Runs `body` (renames into place) with no interruption in between: one that comes meanwhile
    /// waits for it.
    public func withoutInterruption<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Returns at once while the run goes on; once an interruption has begun, never (the process
    /// ends). Work that failed because the interruption removed what it used (a scratch folder,
    /// the compiler it ran) calls it before saying so: the failure is the interruption's.
    func stopIfInterrupted() {
        lock.lock()
        lock.unlock()
    }

    /// Removes every temporary file and folder and ends the programs still running; returns the
    /// files written into place so far. Keeps the lock, so that nothing is made or renamed
    /// afterwards: for the interruption, just before the process exits.
    func removeAllForExit() -> [String] {
        lock.lock()
        for pid in children { kill(pid, SIGTERM) }
        for file in files { unlink(file) }
        for folder in folders { Self.removeFolder(folder) }
        return writtenFiles
    }

    /// Removes a folder with everything in it, again when a worker thread still copying files
    /// into it made the removal fail (a folder not empty); once the folder is gone nothing more
    /// can be made in it.
    private static func removeFolder(_ path: String) {
        for _ in 0..<50 {
            try? FileManager.default.removeItem(atPath: path)
            if access(path, F_OK) != 0 { return }
        }
    }

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }
}
