import Foundation
import MigrationKit

/// One repository migrated in memory: nothing is written. Paths are relative to `root`, the
/// form `git apply` takes at the repository's root whatever the current directory.
struct RepositoryMigration {
    /// A file the migration changes.
    struct Change {
        let path: String
        let original: [UInt8]
        let output: [UInt8]
    }

    var summary = RunSummary()
    var changes: [Change] = []
    var failures: [RepositoryReport.FileFailure] = []
    /// Every diagnostic, formatted, in file order.
    var diagnostics: [String] = []

    /// Migrates the files under `folder` (inside `root`) with `settings`; platforms not given
    /// are inferred from this repository alone.
    init(folder: String, root: String, settings: BulkSettings) {
        var request = settings.request
        request.paths = [folder]
        request.writesChanges = false
        // `--apply` writes the patch in place: files the user cannot write are held back as in a run in place.
        request.checksWritability = settings.apply
        request.display = PathDisplay(base: root)
        request.readProjectSettings(near: [folder])
        var changes: [Change] = []
        var failures: [RepositoryReport.FileFailure] = []
        var diagnostics: [String] = []
        summary = ProjectRunner(request).run { result in
            diagnostics += result.diagnostics.flatMap(\.lines)
            switch result.status {
            case .changed: changes.append(Change(path: result.path, original: result.original, output: result.output))
            case .failed:
                failures.append(RepositoryReport.FileFailure(path: result.path, message: result.failureMessage))
            case .unchanged: break
            }
        }
        self.changes = changes
        self.failures = failures
        self.diagnostics = diagnostics
    }

    /// The changes as one patch for `git apply` at the root.
    var patch: String { changes.map { UnifiedDiff.make(path: $0.path, old: $0.original, new: $0.output) }.joined() }

    /// Warnings per transform id.
    var warningsByTransform: [String: Int] {
        summary.diagnosticsByTransform.reduce(into: [:]) { table, entry in
            if !entry.key.isEmpty, let count = entry.value[.warning], count > 0 { table[entry.key] = count }
        }
    }
}
