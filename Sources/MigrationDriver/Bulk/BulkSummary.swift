import Foundation
import MigrationKit

/// A bulk run's `summary.json`: one row per repository, in list order, and the totals.
///
/// ```json
/// { "tool": {"name", "version"}, "mode": "patch" | "apply" | "apply-branch", "branch": "NAME",
///   "repositories": [{"name", "path", "root", "status": "ok" | "skipped" | "failed", "message",
///                     "filesScanned", "filesChanged", "filesFailed", "editsByTransform": {id: n},
///                     "warningsByTransform": {id: n}, "failures": [{"path", "message"}],
///                     "patch", "diagnostics", "applied", "branch", "commit", "transformsRun": [id],
///                     "platforms": [..], "platformsSource", "deploymentTargets", "elapsedSeconds"}],
///   "totals": {"repositories", "ok", "skipped", "failed", "filesScanned", "filesChanged",
///              "filesFailed", "edits", "warnings", "editsByTransform", "warningsByTransform",
///              "elapsedSeconds"} }
/// ```
/// Keys whose value is unknown or does not apply (`message`, `patch`, `branch`, `commit`, ...)
/// are left out; `patch` and `diagnostics` are file names in the summary's folder.
public struct BulkSummary: Encodable {
    /// The sums over every repository.
    public struct Totals: Encodable {
        public var repositories = 0, ok = 0, skipped = 0, failed = 0
        public var filesScanned = 0, filesChanged = 0, filesFailed = 0, edits = 0, warnings = 0
        public var editsByTransform: [String: Int] = [:]
        public var warningsByTransform: [String: Int] = [:]
        public var elapsedSeconds = 0.0
    }

    var tool = JSONReport.Tool()
    public let mode: String
    public let branch: String?
    public private(set) var repositories: [RepositoryReport] = []
    public private(set) var totals = Totals()

    public init(settings: BulkSettings) {
        mode = settings.modeName
        branch = settings.apply ? settings.branch : nil
    }

    public mutating func add(_ report: RepositoryReport) {
        repositories.append(report)
        totals.repositories += 1
        switch report.status {
        case .ok: totals.ok += 1
        case .skipped: totals.skipped += 1
        case .failed: totals.failed += 1
        }
        totals.filesScanned += report.filesScanned
        totals.filesChanged += report.filesChanged
        totals.filesFailed += report.filesFailed
        totals.edits += report.edits
        totals.warnings += report.warnings
        totals.editsByTransform.merge(report.editsByTransform, uniquingKeysWith: +)
        totals.warningsByTransform.merge(report.warningsByTransform, uniquingKeysWith: +)
        totals.elapsedSeconds = ((totals.elapsedSeconds + report.elapsedSeconds) * 1000).rounded() / 1000
    }

    /// Transform ids with edits or warnings anywhere, in pipeline order.
    public var transformColumns: [String] {
        let order = repositories.first { !$0.transformsRun.isEmpty }?.transformsRun ?? []
        return ordered(Set(totals.editsByTransform.keys).union(totals.warningsByTransform.keys), by: order)
    }

    /// The document, pretty-printed with sorted keys, ending in a newline.
    public func encoded() -> Data { JSONDocument.encoded(self) }
}
