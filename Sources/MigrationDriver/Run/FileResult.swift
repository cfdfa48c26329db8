import MigrationKit
import SwiftCST

/// What a run did with one file, handed to the caller in file order.
public struct FileResult {
    /// What happened to the file.
    public enum Status: String, Sendable { case unchanged, changed, failed }

    /// The path as shown (relative to the run's display base).
    public let path: String
    public let status: Status
    /// The bytes read (empty when the file could not be read).
    public let original: [UInt8]
    /// The migrated bytes; equal to `original` unless `status == .changed`.
    public let output: [UInt8]
    /// The transforms' diagnostics, then the error that made the file fail, if any.
    public let diagnostics: [Diagnostic]
    /// Edits per transform id (empty when the file failed).
    public let editCounts: [String: Int]
    /// Transforms that edited the file, in pipeline order.
    public let touchedBy: [String]
    /// True when the change is written to disk: at the end of the run, once every file is done
    /// (a file that cannot be written then is reported apart: see `ProjectRunner.run`).
    public let written: Bool
    /// Transforms the file's deployment target held back that would have worked in it
    /// (`FileOutcome.heldBackWork`): what the summary says targets hold back.
    public var heldBackWork: [String] = []

    public var changed: Bool { status == .changed }

    /// Why the file failed: the message of its last error ("could not be processed" when none says).
    var failureMessage: String {
        diagnostics.last { $0.severity == .error }?.message ?? "could not be processed"
    }

    /// A file that could not be processed, with the diagnostics gathered before it failed.
    static func failed(_ path: String, _ message: String, at location: SourceLocation = SourceLocation(line: 1, column: 1),
                       original: [UInt8] = [], diagnostics: [Diagnostic] = [], touchedBy: [String] = []) -> FileResult {
        let error = Diagnostic(path: path, location: location, severity: .error, message: message, transformID: nil)
        return FileResult(path: path, status: .failed, original: original, output: original,
                          diagnostics: diagnostics.filter { $0.severity != .error } + [error], editCounts: [:],
                          touchedBy: touchedBy, written: false)
    }

    static func failed(_ path: String, _ problem: FileProblem) -> FileResult {
        failed(path, problem.message, at: problem.location ?? SourceLocation(line: 1, column: 1))
    }
}
