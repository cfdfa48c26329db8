import Foundation
import MigrationKit

/// Migrates one repository of a bulk run and says what happened in its row.
///
/// The migration runs in memory first; the repository is touched only after everything in it
/// was processed:
/// - without `apply`: the patch (`<name>.patch`) and the diagnostics (`<name>.diagnostics`) go
///   to the output folder, and the repository is only read;
/// - with `apply`: a git work tree with uncommitted changes or untracked files is skipped
///   untouched (unless `allowsDirty`); otherwise the changed files are written, all or none
///   (each only if it still holds what was read); a repository with a file that could not be
///   processed gets nothing written, since the project-wide decisions left out that file;
/// - with `branch`: only a clean git work tree (no changes, no untracked files) with a git
///   identity and no branch of that name is changed: the files are written, the branch is
///   created at the current commit and switched to (the written files come along, as nothing
///   else differs), and exactly those files are committed on it. Writing before branching means
///   a failed write leaves no branch behind; the result is the same.
public struct RepositoryRun {
    public let settings: BulkSettings

    public init(settings: BulkSettings) { self.settings = settings }

    /// Migrates the repository `entry` names, which lies at `place`.
    public func run(_ entry: RepositoryEntry, at place: RepositoryPlace) -> RepositoryReport {
        let clock = Stopwatch()
        var report = RepositoryReport(name: entry.name, path: entry.path)
        migrate(entry, at: place, into: &report)
        report.elapsedSeconds = (clock.total * 1000).rounded() / 1000
        return report
    }

    private func migrate(_ entry: RepositoryEntry, at place: RepositoryPlace, into report: inout RepositoryReport) {
        let output = OutputFiles(directory: settings.outDirectory, name: entry.name)
        if let problem = RepositoryRun.folderProblem(entry.path) {
            output.clear()
            return fail(&report, problem)
        }
        report.root = place.root
        if settings.apply, let refusal = ApplyPreflight.check(place.git, branch: settings.branch, allowsDirty: settings.allowsDirty) {
            output.clear()
            report.status = refusal.skips ? .skipped : .failed
            report.message = refusal.message
            return
        }

        let migration = RepositoryMigration(folder: place.folder, root: place.root, settings: settings)
        record(migration, in: &report)
        do {
            report.patch = try output.write("patch", migration.changes.isEmpty ? nil : migration.patch)
            report.diagnostics = try output.write("diagnostics", migration.diagnostics.isEmpty ? nil : migration.diagnostics.joined(separator: "\n") + "\n")
        } catch {
            return fail(&report, "\(error)")
        }
        if !migration.failures.isEmpty {
            let first = migration.failures[0]
            let count = migration.failures.count
            return fail(&report, "\(plural(count, "file")) could not be processed (\(first.path): \(first.message))"
                + (settings.apply ? "; nothing was written (use --exclude to leave such files out)" : ""))
        }
        guard !migration.changes.isEmpty else {
            report.message = "nothing to migrate"
            return
        }
        guard settings.apply else { return }
        apply(migration, root: place.root, git: place.git, to: &report)
    }

    /// Writes the changes, then creates the branch and commits when asked.
    private func apply(_ migration: RepositoryMigration, root: String, git: GitRepository?, to report: inout RepositoryReport) {
        let files = WrittenFiles(root: root)
        if let problem = files.write(migration.changes) { return fail(&report, problem) }
        report.applied = true
        guard let branch = settings.branch, let git = git else { return }
        do {
            try git.createBranch(branch)
        } catch {
            files.restore(migration.changes)
            report.applied = false
            return fail(&report, "\(error); the written files were restored, nothing else was touched")
        }
        report.branch = branch
        do {
            let message = CommitMessage.make(report: report)
            report.commit = try git.commit(migration.changes.map(\.path), message: message)
        } catch {
            fail(&report, "\(error); the changes are written and staged on branch \(branch), not committed")
        }
    }

    private func record(_ migration: RepositoryMigration, in report: inout RepositoryReport) {
        let summary = migration.summary
        report.ran = true
        report.filesScanned = summary.scanned
        report.filesChanged = summary.changed
        report.filesFailed = summary.failed
        report.editsByTransform = summary.editsByTransform.filter { $0.value > 0 }
        report.warningsByTransform = migration.warningsByTransform
        report.failures = migration.failures
        report.transformsRun = summary.transformsRun
        report.platforms = summary.platforms.map(\.rawValue)
        report.platformsSource = summary.platformsSource
        report.deploymentTargets = summary.deployment.sentence
        report.projects = summary.projects.isEmpty ? nil : summary.projects.map(\.description)
    }

    private func fail(_ report: inout RepositoryReport, _ message: String) {
        report.status = .failed
        report.message = message
    }

    /// Why `path` cannot be migrated as a repository folder, or nil.
    static func folderProblem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot open \(path): \(String(cString: strerror(errno)))" }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(path) is not a folder" }
        guard access(path, R_OK | X_OK) == 0 else { return "cannot read \(path): \(String(cString: strerror(errno)))" }
        return nil
    }
}
