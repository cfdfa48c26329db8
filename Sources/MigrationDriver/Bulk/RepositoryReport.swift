import MigrationKit

/// One repository's row in a bulk run's summary: what happened, and the figures.
public struct RepositoryReport: Encodable {
    /// How the repository's run ended.
    public enum Status: String, Encodable {
        /// Migrated (or nothing to migrate); with `--apply`, written and committed as asked.
        case ok
        /// Left alone on purpose: uncommitted changes, or not a git work tree with `--branch`.
        case skipped
        /// The path, a file, or a git step failed; nothing was written (see `message`).
        case failed
    }

    /// A file that could not be processed.
    public struct FileFailure: Encodable {
        public var path: String
        public var message: String
    }

    public var name: String
    /// The path as the list names it, absolute.
    public var path: String
    /// The folder patch paths are relative to: the git work tree's root, else the folder itself.
    public var root: String?
    public var status: Status = .ok
    /// Why it was skipped or failed, or what was done ("nothing to migrate").
    public var message: String? = nil
    /// True when the migration ran (false when the repository was skipped or refused first).
    public var ran = false
    public var filesScanned = 0
    public var filesChanged = 0
    public var filesFailed = 0
    public var editsByTransform: [String: Int] = [:]
    public var warningsByTransform: [String: Int] = [:]
    public var failures: [FileFailure] = []
    /// File names in the output folder.
    public var patch: String? = nil
    public var diagnostics: String? = nil
    /// True when the changes were written into the repository.
    public var applied = false
    public var branch: String? = nil
    public var commit: String? = nil
    public var transformsRun: [String] = []
    public var platforms: [String] = []
    public var platformsSource: String? = nil
    /// What the deployment targets held back, in words (`DeploymentSummary.sentence`).
    public var deploymentTargets: String? = nil
    /// The independent projects decided apart (`RunSummary.projects`), `name: N files`; nil
    /// when all files belong together.
    public var projects: [String]? = nil
    public var elapsedSeconds = 0.0

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    public var edits: Int { editsByTransform.values.reduce(0, +) }
    public var warnings: Int { warningsByTransform.values.reduce(0, +) }
}
