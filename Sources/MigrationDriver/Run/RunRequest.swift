import Foundation
import MigrationKit

/// Everything a project run needs: what to migrate, with which transforms and options, how
/// many threads, and whether to write. Shared by the command line's modes and bulk runs.
public struct RunRequest {
    /// Files and directories to migrate.
    public var paths: [String]
    /// Directories indexed (phase 1) but not rewritten: `--project DIR`, so that a file migrated
    /// alone still sees the project's types.
    public var projectPaths: [String] = []
    /// Sources held in memory (`--stdin-path`): migrated and indexed in place of the file on
    /// disk at the same path, never written.
    public var inMemory: [(path: String, bytes: [UInt8])] = []
    public var exclude = ExcludeRules()
    public var options: MigrationOptions
    /// The targets the project declares deployment targets for, and their files: each file
    /// of the run is attributed to one (`MigrationOptions.deploymentTargets`) once found.
    public var projectTargets = ProjectTargets.none
    /// The projects the files belong to: each group of them is indexed and migrated apart.
    public var projectGrouping = ProjectGrouping.none
    /// True when the platforms were read from the project files (not given): each project
    /// group then reads its own.
    public var platformsReadPerProject = false
    /// The transforms, in pipeline order (`TransformRegistry.all`).
    public var registry: [any Transform.Type]
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Write changed files in place (atomically, after re-reading them).
    public var writesChanges = false
    /// Treat files the user cannot write (read-only, in a folder that takes no new file) as
    /// files the run cannot change (`UnchangeableFiles`): set when writing in place, and for
    /// the dry run that shows what writing in place would do.
    public var checksWritability = false
    /// The compiler check of changed files; nil skips it (`--no-verify`, or no `swiftc`).
    public var compilerCheck: CompilerParseCheck? = nil
    /// How paths are shown in diagnostics and results (relative to the current directory).
    public var display = PathDisplay()
    /// Called with each file's path just before it is checked and written. Nil in the shipped tool;
    /// the test-only `swiftui-migrate-testbed` sets it, so tests can change a file between the
    /// read and the write.
    public var beforeWrite: ((String) -> Void)? = nil
    /// Checked before each file: once cancelled, no new file is started and nothing is written.
    public var cancellation: RunCancellation? = nil
    /// Called from worker threads as files are done.
    public var progress: ((RunProgress) -> Void)? = nil

    public init(paths: [String], options: MigrationOptions, registry: [any Transform.Type]) {
        self.paths = paths
        self.options = options
        self.registry = registry
    }
}

extension RunRequest {
    /// Reads the project files near `paths` (`ProjectSettings`, named as `display` shows
    /// paths): the platforms, unless given, the deployment targets and the projects.
    public mutating func readProjectSettings(near paths: [String]) {
        let settings = ProjectSettings.read(near: paths, display: display)
        if options.platforms == nil {
            options.platforms = settings.platforms
            options.platformsOrigin = settings.platformsOrigin
            platformsReadPerProject = true
        }
        projectTargets = settings.targets
        projectGrouping = settings.grouping
    }
}

/// How far a run is.
public struct RunProgress: Sendable {
    /// The phase a progress report belongs to.
    public enum Phase: String, Sendable { case indexing, migrating }
    public var phase: Phase
    public var done: Int
    public var total: Int
}
