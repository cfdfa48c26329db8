import Foundation
import MigrationKit

/// The `--format json` document: one per run, printed when the run ends.
///
/// ```json
/// { "tool": {"name", "version"}, "mode": "dry-run",
///   "counts": {"scanned", "changed", "unchanged", "failed", "written"},
///   "files": [{"path", "status", "written", "edits": {id: n}, "transforms": [id], "diff"}],
///   "diagnostics": [{"path", "line", "column", "severity", "transform", "reason", "cause", "subject", "message",
///                    "notes": [{"path", "line", "column", "message"}]}],
///   "editsByTransform": {id: n}, "diagnosticsByTransform": {id: {"warning": n, "note": n}},
///   "transforms": {"run": [id], "notRun": [{"id", "reason"}]},
///   "deployment": {"origin", "projectFiles": [..], "targets": [{"target", "minimums": {os: version},
///                  "setBy": [..], "files", "heldBack": [id]}]},
///   "platforms": {"platforms": [..], "source", "origin"}, "timings": {"discovery", "index", "rewrite", "total"} }
/// ```
/// `origin` is `given` (on the command line), `inferred` (from the project files) or `assumed`.
/// `files` lists the files that changed, failed or have diagnostics, in run order; `diff` is
/// the file's unified diff (as `--dry-run` prints it) when it changed. `transform` and `reason`
/// are absent for the tool's own errors (unreadable file, ...); `cause` is the reason key of the
/// decision a relayed diagnostic comes from and `subject` the declaration it was made for
/// (`UserCollection`); `notes` lists every related place.
public struct JSONReport: Encodable {
    /// The tool's name and version.
    public struct Tool: Encodable { var name = ToolInfo.name, version = ToolInfo.version }
    /// File counts for the run.
    public struct Counts: Encodable { var scanned, changed, unchanged, failed, written: Int }
    /// One file's result, with its diff.
    public struct File: Encodable {
        var path: String
        var status: String
        var written: Bool
        var edits: [String: Int]
        var transforms: [String]
        var diff: String?
    }
    /// One diagnostic, with its position, its reason and every note.
    public struct DiagnosticEntry: Encodable {
        /// A related place and what is there.
        struct Note: Encodable {
            var path: String
            var line: Int
            var column: Int
            var message: String
        }

        var path: String
        var line: Int
        var column: Int
        var severity: String
        var transform: String?
        var reason: String?
        var cause: String?
        var subject: String?
        var message: String
        var notes: [Note]

        init(_ diagnostic: Diagnostic) {
            path = diagnostic.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            transform = diagnostic.transformID
            reason = diagnostic.reason?.rawValue
            cause = diagnostic.cause?.rawValue
            subject = diagnostic.subject
            message = diagnostic.message
            notes = diagnostic.notes.map { Note(path: $0.path, line: $0.location.line, column: $0.location.column, message: $0.message) }
        }
    }
    /// Which transforms ran, and which did not and why.
    public struct Transforms: Encodable {
        struct NotRun: Encodable { var id, reason: String }
        var run: [String]
        var notRun: [NotRun]
    }
    /// The platforms used and where they came from.
    public struct Platforms: Encodable { var platforms: [String], source: String, origin: String }

    var tool = Tool()
    var mode: String
    var counts = Counts(scanned: 0, changed: 0, unchanged: 0, failed: 0, written: 0)
    var files: [File] = []
    var diagnostics: [DiagnosticEntry] = []
    var editsByTransform: [String: Int] = [:]
    var diagnosticsByTransform: [String: [String: Int]] = [:]
    var transforms = Transforms(run: [], notRun: [])
    var deployment = DeploymentDocument(DeploymentSummary())
    var platforms = Platforms(platforms: [], source: "", origin: SettingOrigin.assumed.key)
    var timings = RunTimings()

    /// An empty report for a run in `mode` (`in-place`, `dry-run`, `check`, `patch`, `stdin`).
    public init(mode: String) { self.mode = mode }

    /// Records one file's result; `diff` is its diff when it changed.
    public mutating func add(_ result: FileResult, diff: String?) {
        diagnostics += result.diagnostics.map(DiagnosticEntry.init)
        guard result.status != .unchanged || !result.diagnostics.isEmpty else { return }
        files.append(File(path: result.path, status: result.status.rawValue, written: result.written,
                          edits: result.editCounts, transforms: result.touchedBy, diff: diff))
    }

    /// Records that a changed file could not be written after all: `failure` holds its error.
    public mutating func notWritten(_ failure: FileResult) {
        diagnostics += failure.diagnostics.map(DiagnosticEntry.init)
        guard let index = files.lastIndex(where: { $0.path == failure.path }) else { return }
        files[index].status = failure.status.rawValue
        files[index].written = false
    }

    /// Fills in the run's totals.
    public mutating func finish(_ summary: RunSummary) {
        counts = Counts(scanned: summary.scanned, changed: summary.changed, unchanged: summary.unchanged,
                        failed: summary.failed, written: summary.written)
        editsByTransform = summary.editsByTransform
        diagnosticsByTransform = summary.diagnosticsByTransform.reduce(into: [:]) { table, entry in
            table[entry.key.isEmpty ? ToolInfo.name : entry.key] = Dictionary(uniqueKeysWithValues: entry.value.map { ($0.key.rawValue, $0.value) })
        }
        transforms = Transforms(run: summary.transformsRun,
                                notRun: summary.transformsNotRun.map { Transforms.NotRun(id: $0.id, reason: $0.reason) })
        deployment = DeploymentDocument(summary.deployment)
        platforms = Platforms(platforms: summary.platforms.map(\.rawValue), source: summary.platformsSource, origin: summary.platformsOrigin.key)
        timings = summary.timings
    }

    /// The document, pretty-printed with sorted keys, ending in a newline.
    public func encoded() -> Data { JSONDocument.encoded(self) }
}

/// The deployment targets of a run as JSON documents give them (`migrate` and `report`).
public struct DeploymentDocument: Encodable {
    /// Files built for one target, and the transforms it held back there.
    struct Target: Encodable {
        var target: String
        var minimums: [String: String]
        var setBy: [String]
        var files: Int
        var heldBack: [String]
    }

    var origin: String
    var projectFiles: [String]
    var targets: [Target]

    public init(_ summary: DeploymentSummary) {
        origin = summary.origin.key
        if case .inferred(let evidence) = summary.origin { projectFiles = evidence } else { projectFiles = [] }
        targets = summary.groups.map { group in
            let minimums = group.target.minimums
            return Target(target: group.target.description,
                          minimums: Dictionary(uniqueKeysWithValues: minimums.map { ($0.key.rawValue, $0.value.version.description) }),
                          setBy: DeploymentTarget.Setter.merged(minimums.keys.sorted().flatMap { minimums[$0]!.setBy }).map(\.description),
                          files: group.files, heldBack: group.heldBack)
        }
    }
}
