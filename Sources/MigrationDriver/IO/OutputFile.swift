import Foundation
import MigrationKit

/// A file the tool makes besides the migrated sources (a patch, bulk outputs, summaries),
/// written so that nobody sees half of it and nothing outside it is written: the bytes go to a
/// new temporary file in the destination's folder (`TemporaryFile`), which `commit()` renames
/// over the destination. A symlink planted at the destination is replaced, never followed; a
/// write that fails (a full disk) leaves the destination as it was and no temporary behind.
public final class OutputFile {
    /// The destination, as given.
    public let path: String
    private let temporary: TemporaryFile

    /// Starts the file; throws (`cannot write PATH: reason`) when its folder takes no new file.
    public init(_ path: String) throws {
        self.path = path
        do { temporary = try TemporaryFile(beside: path) } catch { throw OutputFile.problem(path, error) }
    }

    /// Appends `bytes`.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        do { try temporary.write(bytes) } catch { throw OutputFile.problem(path, error) }
    }

    public func append(_ text: String) throws {
        var text = text
        try text.withUTF8 { try append(UnsafeRawBufferPointer($0)) }
    }

    public func append(_ data: Data) throws { try data.withUnsafeBytes { try append($0) } }

    /// Puts the file in place, with the permissions a new file gets.
    public func commit() throws {
        do {
            try temporary.setMode(TemporaryFile.newFileMode)
            try Temporaries.shared.withoutInterruption {
                try temporary.move(over: path)
                Temporaries.shared.recordWritten(path)
            }
        } catch {
            temporary.remove()
            throw OutputFile.problem(path, error)
        }
    }

    /// Gives the file up: the destination stays as it was.
    public func discard() { temporary.remove() }

    /// Writes the file at `path` with `bytes` in one go.
    public static func write(_ bytes: Data, to path: String) throws {
        let file = try OutputFile(path)
        do {
            try file.append(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    private static func problem(_ path: String, _ error: Error) -> FileProblem {
        FileProblem("cannot write \(path): \(error)")
    }
}
