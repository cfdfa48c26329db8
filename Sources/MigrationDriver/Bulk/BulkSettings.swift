import MigrationKit

/// What a bulk run does in every repository: the migration's options and, with `apply`,
/// whether to write and commit.
public struct BulkSettings {
    /// The run each repository gets, with the repository's folder as its paths, platforms
    /// inferred from it when `options.platforms == nil`, and paths shown from its root. Its
    /// `jobs` are threads per repository (repositories run one after another). Its
    /// `writesChanges` is ignored: `apply` writes, once the whole repository was processed.
    public var request: RunRequest
    /// Write the changes into the repositories (else only patches are written).
    public var apply = false
    /// With `apply`: the branch to create in each repository and commit the change on.
    public var branch: String? = nil
    /// With `apply` and no `branch`: also write git work trees with uncommitted changes or
    /// untracked files (skipped otherwise).
    public var allowsDirty = false
    /// Where patches, diagnostics and summaries go.
    public var outDirectory: String

    public init(request: RunRequest, outDirectory: String) {
        self.request = request
        self.outDirectory = outDirectory
    }

    /// Settings with the run's defaults: every file, every core, no compiler check.
    public init(options: MigrationOptions, registry: [any Transform.Type], outDirectory: String) {
        self.init(request: RunRequest(paths: [], options: options, registry: registry), outDirectory: outDirectory)
    }

    /// `patch`, `apply` or `apply-branch`.
    public var modeName: String { !apply ? "patch" : branch == nil ? "apply" : "apply-branch" }
}
