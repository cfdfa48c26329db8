import Foundation

/// The `--format json` document: one per run, printed when the run ends.
///
/// ```json
/// { "tool": {"name", "version"}, "mode": "dry-run",
///   "counts": {"scanned", "changed", "unchanged", "failed", "written"},
///   "files": [{"path", "status", "written", "edits": {id: n}, "transforms": [id], "diff"}],
///   "diagnostics": [{"path", "line", "column", "severity", "transform", "message"}],
///   "editsByTransform": {id: n}, "diagnosticsByTransform": {id: {"warning": n, "note": n}},
///   "transforms": {"run": [id], "notRun": [{"id", "reason"}]},
///   "platforms": {"platforms": [..], "source"}, "timings": {"discovery", "index", "rewrite", "total"} }
/// ```
/// `files` lists the files that changed, failed or have diagnostics, in run order; `diff` is
/// the file's unified diff (as `--dry-run` prints it) when it changed. `transform` is absent
/// for the tool's own errors (unreadable file, ...).
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
    /// One diagnostic, with its position.
    public struct DiagnosticEntry: Encodable {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var transform: String?
        var message: String

        init(_ diagnostic: Diagnostic) {
            path = diagnostic.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            transform = diagnostic.transformID
            message = diagnostic.message
        }
    }
    /// Which transforms ran, and which did not and why.
    public struct Transforms: Encodable {
        struct NotRun: Encodable { var id, reason: String }
        var run: [String]
        var notRun: [NotRun]
    }
    /// The platforms used and where they came from.
    public struct Platforms: Encodable { var platforms: [String], source: String }

    var tool = Tool()
    var mode: String
    var counts = Counts(scanned: 0, changed: 0, unchanged: 0, failed: 0, written: 0)
    var files: [File] = []
    var diagnostics: [DiagnosticEntry] = []
    var editsByTransform: [String: Int] = [:]
    var diagnosticsByTransform: [String: [String: Int]] = [:]
    var transforms = Transforms(run: [], notRun: [])
    var platforms = Platforms(platforms: [], source: "")
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
        platforms = Platforms(platforms: summary.platforms.map(\.rawValue), source: summary.platformsSource)
        timings = summary.timings
    }

    /// The document, pretty-printed with sorted keys, ending in a newline.
    public func encoded() -> Data { JSONDocument.encoded(self) }
}
