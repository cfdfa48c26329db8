/// The deployment targets of a run: the target each file is built for, as the project declares
/// it (per Xcode target or package), with `--min-ios`/`--min-macos` over it.
///
/// A transform whose output needs a newer OS than a file's target does not rewrite that file,
/// and the whole-project decisions keep what such files need (`MigrationOptions.allows`).
/// A file no declared target claims gets the lowest of those declared; when the project
/// declares none, `DeploymentTarget.assumed`.
public struct DeploymentTargets: Sendable {
    /// `--min-ios`, `--min-macos`: every file's minimum for that OS, whatever the project declares.
    public var overrides: [OperatingSystem: OSVersion] = [:]
    /// The targets the project declares, as files were attributed to them (a file built by
    /// several targets has their `DeploymentTarget.lowest` as a target of its own).
    public private(set) var declared: [DeploymentTarget] = []
    /// Per file, by the path the pipeline gives it: its position in `declared`.
    private var files: [String: Int] = [:]
    /// The project files that declare them (`App.xcodeproj`), for the run's summary.
    public private(set) var evidence: [String] = []

    public init() {}

    /// `files` gives each file's position in `declared`.
    public init(declared: [DeploymentTarget], files: [String: Int], evidence: [String]) {
        self.declared = declared
        self.files = files
        self.evidence = evidence
    }

    /// The target `path` is built for, with the overrides in place.
    public func target(ofFile path: String) -> DeploymentTarget {
        let declaredTarget = files.isEmpty ? nil : files[path].map { declared[$0] }
        return (declaredTarget ?? unclaimed).overridden(by: overrideMinimums)
    }

    /// Every target a file of the run may have, overrides in place: those of the files
    /// attributed, or the one for files no target claims when none were.
    public var inUse: [DeploymentTarget] {
        let positions = Set(files.values).sorted()
        let targets = positions.isEmpty ? [unclaimed] : positions.map { declared[$0] }
        return Array(Set(targets.map { $0.overridden(by: overrideMinimums) }))
    }

    /// Given on the command line when the project declares nothing and options say something;
    /// inferred when the project declares targets (options then override some minimums);
    /// assumed otherwise.
    public var origin: SettingOrigin {
        if !declared.isEmpty { return .inferred(evidence: evidence) }
        return overrides.isEmpty ? .assumed : .given
    }

    /// For files no declared target claims: the lowest declared, or the assumed default.
    private var unclaimed: DeploymentTarget {
        declared.isEmpty ? .assumed : .lowest(of: declared)
    }

    private var overrideMinimums: [OperatingSystem: DeploymentTarget.Minimum] {
        overrides.reduce(into: [:]) { table, entry in
            table[entry.key] = DeploymentTarget.Minimum(entry.value, setBy: DeploymentTarget.Setter(DeploymentTargets.option(for: entry.key)))
        }
    }

    /// The option that overrides `system`'s minimum.
    public static func option(for system: OperatingSystem) -> String { "--min-" + system.rawValue.lowercased() }
}
