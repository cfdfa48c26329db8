import Foundation

/// What a bulk run does in every repository: the migration's options and, with `apply`,
/// whether to write and commit.
public struct BulkSettings {
    /// The transforms' options; `platforms == nil` means inferred per repository.
    public var options: MigrationOptions
    /// The transforms, in pipeline order.
    public var registry: [any Transform.Type]
    public var exclude = ExcludeRules()
    /// Threads per repository (repositories run one after another).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The compiler check of changed files; nil skips it.
    public var compilerCheck: CompilerParseCheck? = nil
    /// Write the changes into the repositories (else only patches are written).
    public var apply = false
    /// With `apply`: the branch to create in each repository and commit the change on.
    public var branch: String? = nil
    /// Where patches, diagnostics and summaries go.
    public var outDirectory: String

    public init(options: MigrationOptions, registry: [any Transform.Type], outDirectory: String) {
        self.options = options
        self.registry = registry
        self.outDirectory = outDirectory
    }

    /// `patch`, `apply` or `apply-branch`.
    public var modeName: String { !apply ? "patch" : branch == nil ? "apply" : "apply-branch" }
}
