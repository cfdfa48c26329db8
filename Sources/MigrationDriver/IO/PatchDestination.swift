import Foundation
import MigrationKit

/// Where `--patch PATH` writes, decided before the run reads anything:
/// - a new path, a regular file, or a symlink to one (or to nothing): an `OutputFile`, put in
///   place whole when the run ends (the link is replaced, never followed);
/// - `-`, a character device (`/dev/null`, a terminal) or a named pipe, also through a symlink
///   (`/proc/self/fd/1`): streamed there as the run goes, never replaced;
/// - anything else (a folder, a socket, a block device), or a file the run itself reads (a
///   `.swift` file among or below the paths it migrates): a `FileProblem`, nothing written.
public final class PatchDestination {
    private enum Sink {
        case file(OutputFile)
        case stream(descriptor: Int32, closes: Bool)
    }

    /// The path as given.
    public let path: String
    private let sink: Sink

    /// Opens `path` for the patch of a run over `readPaths` (its paths and `--project` folders).
    public init(_ path: String, readPaths: [String]) throws {
        self.path = path
        if path == "-" {
            sink = .stream(descriptor: STDOUT_FILENO, closes: false)
            return
        }
        var own = stat()
        guard lstat(path, &own) == 0 else {
            // A new file (or a folder that takes none: OutputFile says why).
            sink = .file(try OutputFile(path))
            return
        }
        // What a symlink points to; the link itself when it points to nothing.
        var target = own
        if own.st_mode & S_IFMT == S_IFLNK && stat(path, &target) != 0 { target = own }
        switch target.st_mode & S_IFMT {
        case S_IFCHR, S_IFIFO:
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw PatchDestination.problem(path, Descriptor.reason(errno)) }
            sink = .stream(descriptor: descriptor, closes: true)
        case S_IFREG, S_IFLNK:
            if PatchDestination.isRead(path, by: readPaths) {
                throw PatchDestination.problem(path, "it is one of the files this run migrates")
            }
            sink = .file(try OutputFile(path))
        case S_IFDIR:
            throw PatchDestination.problem(path, "it is a folder")
        default:
            throw PatchDestination.problem(path, "it is not a regular file, a device or a named pipe")
        }
    }

    /// Appends `text`: to the temporary file, or straight to the stream.
    public func append(_ text: String) throws {
        switch sink {
        case .file(let file): try file.append(text)
        case .stream(let descriptor, _):
            if let code = Descriptor.writeAll(descriptor, Array(text.utf8)) {
                if descriptor == STDOUT_FILENO { throw OutputError(code: code) }
                throw PatchDestination.problem(path, Descriptor.reason(code))
            }
        }
    }

    /// Puts a file in place; closes a stream.
    public func commit() throws {
        switch sink {
        case .file(let file): try file.commit()
        case .stream(let descriptor, let closes):
            if closes && close(descriptor) != 0 { throw PatchDestination.problem(path, Descriptor.reason(errno)) }
        }
    }

    /// Gives the patch up: a file's destination stays as it was (a stream has had what it had).
    public func discard() {
        switch sink {
        case .file(let file): file.discard()
        case .stream(let descriptor, let closes): if closes { close(descriptor) }
        }
    }

    /// Whether `path` is a Swift file a run over `readPaths` reads: one of them, or below one.
    private static func isRead(_ path: String, by readPaths: [String]) -> Bool {
        let canonical = CanonicalPath.of(path)
        return CanonicalPath.of(readPaths).contains { read in
            canonical == read || (canonical.hasSuffix(".swift") && CanonicalPath.isInside(canonical, read))
        }
    }

    private static func problem(_ path: String, _ reason: String) -> FileProblem {
        FileProblem("cannot write the patch to \(path): \(reason)")
    }
}
