import Foundation
import MigrationKit

/// Standard output, written with write(2) and checked: a full disk (`--dry-run > /dev/full`)
/// or a reader that went away (`| head`) becomes an `OutputError` for the command to report,
/// never a crash.
public enum StandardOutput {
    public static func write(_ data: Data) throws {
        if let code = Descriptor.writeAll(STDOUT_FILENO, data) { throw OutputError(code: code) }
    }

    public static func write(_ text: String) throws {
        if let code = Descriptor.writeAll(STDOUT_FILENO, Array(text.utf8)) { throw OutputError(code: code) }
    }
}

/// Standard output could not take what the tool wrote.
public struct OutputError: Error, CustomStringConvertible {
    /// The `errno` of the failed write.
    public let code: Int32

    /// True when the reader went away (a closed pipe): the tool then stops quietly, as if ended
    /// by SIGPIPE.
    public var readerGone: Bool { code == EPIPE }

    public var description: String { "cannot write to standard output: \(Descriptor.reason(code))" }

    /// The exit status to end with: 141 (128 + SIGPIPE, what a shell reports for a program
    /// ended by a closed pipe) when the reader went away, else 2.
    public var exitStatus: Int32 { readerGone ? 128 + SIGPIPE : 2 }
}
