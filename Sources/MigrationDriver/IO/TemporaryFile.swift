import Foundation
import MigrationKit

/// A new file next to a destination, named `.<name>.swiftui-migrate-XXXXXX`, created exclusively
/// (mkstemp: `O_CREAT | O_EXCL`, so nothing planted under that name is followed), known to
/// `Temporaries` until it is renamed over the destination or removed. The rename replaces
/// whatever the destination is, a symlink included, and never writes through it.
final class TemporaryFile {
    let path: String
    private var descriptor: Int32

    /// Creates the temporary beside `destination` (in the same folder, so the rename is atomic).
    init(beside destination: String) throws {
        let folder = PathSplit.folder(of: destination)
        let name = PathSplit.name(of: destination)
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).swiftui-migrate-XXXXXX").utf8CString)
        var descriptor: Int32 = -1
        let made = Temporaries.shared.add(.file) {
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // not for the programs the tool runs
            return String(cString: template)
        }
        guard let path = made else { throw FileProblem(Descriptor.reason(errno)) }
        self.path = path
        self.descriptor = descriptor
    }

    /// Appends `bytes`; throws the system's reason (a full disk) when they cannot all be written.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let code = Descriptor.writeAll(descriptor, bytes) { throw FileProblem(Descriptor.reason(code)) }
    }

    func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }

    /// Gives the file `mode` (permission bits), and `owner` when given and allowed (only root may
    /// give files away, so that part is best effort).
    func setMode(_ mode: mode_t, owner: (user: uid_t, group: gid_t)? = nil) throws {
        if let owner = owner { _ = fchown(descriptor, owner.user, owner.group) }
        if fchmod(descriptor, mode) != 0 { throw FileProblem(Descriptor.reason(errno)) }
    }

    /// Closes the file (a write the disk could not take may only show here).
    func finishWriting() throws {
        guard descriptor >= 0 else { return }
        let status = close(descriptor)
        descriptor = -1
        if status != 0 { throw FileProblem(Descriptor.reason(errno)) }
    }

    /// Closes the file and renames it over `destination`.
    func move(over destination: String) throws {
        try finishWriting()
        guard rename(path, destination) == 0 else { throw FileProblem(Descriptor.reason(errno)) }
        Temporaries.shared.forget(file: path)
    }

    /// Closes and removes the file.
    func remove() {
        try? finishWriting()
        unlink(path)
        Temporaries.shared.forget(file: path)
    }

    /// The mode a newly created file gets: 0666 less the process's umask (read once, when the
    /// process starts: see `Interruption.install`).
    static let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }()
}
