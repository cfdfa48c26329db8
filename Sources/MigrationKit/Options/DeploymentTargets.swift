/// The deployment targets of a run: the target each file is built for, as the project declares
/// it (per Xcode target or package), with `--min-ios`/`--min-macos` over it.
///
/// A transform whose output needs a newer OS than a file's target does not rewrite that file,
/// and the whole-project decisions keep what such files need (`refusal(for:needing:inFile:)`).
/// A file no declared target claims gets the lowest of those declared; when the project
/// declares none, `DeploymentTarget.assumed`.
public struct DeploymentTargets: Sendable {
    /// `--min-ios`, `--min-macos`, `--min-tvos`, `--min-watchos`, `--min-visionos`: every file's
    /// minimum for that OS, whatever the project declares (an OS the file was not built for is
    /// then one it is built for).
    public var overrides: [OperatingSystem: OSVersion] = [:] {
        didSet { refresh() }
    }
    /// The targets the project declares, as files were attributed to them (a file built by
    /// several targets has their `DeploymentTarget.lowest` as a target of its own).
    public private(set) var declared: [DeploymentTarget] = []
    /// Per file, by the path the pipeline gives it: its position in `declared`.
    private var files: [String: Int] = [:]
    /// The project files that declare them (`App.xcodeproj`), for the run's summary.
    public private(set) var evidence: [String] = []

    /// `declared` with the overrides in place, and the target of files no declared one claims.
    private var effective: [DeploymentTarget] = []
    private var unclaimed = DeploymentTarget.assumed
    /// Every target a file of the run may have, overrides in place: those of the files
    /// attributed, or the one for files no target claims when none were.
    public private(set) var inUse: [DeploymentTarget] = [.assumed]
    /// Each OS's lowest minimum in `inUse`: what it allows, every file allows.
    private var lowestInUse = DeploymentTarget.assumed

    public init() {}

    /// `files` gives each file's position in `declared`.
    public init(declared: [DeploymentTarget], files: [String: Int], evidence: [String]) {
        self.declared = declared
        self.files = files
        self.evidence = evidence
        refresh()
    }

    /// The target `path` is built for, with the overrides in place.
    public func target(ofFile path: String) -> DeploymentTarget {
        guard !files.isEmpty, let position = files[path] else { return unclaimed }
        return effective[position]
    }

    /// Why code needing `availability` (`what`, for the message) cannot be written in `path`:
    /// `DeploymentTarget.refusal`; nil when its target allows it.
    public func refusal(for availability: Availability, needing what: String, inFile path: String) -> String? {
        lowestInUse.allows(availability) ? nil : target(ofFile: path).refusal(for: availability, needing: what)
    }

    /// Given on the command line when the project declares nothing and options say something;
    /// inferred when the project declares targets (options then override some minimums);
    /// assumed otherwise.
    public var origin: SettingOrigin {
        if !declared.isEmpty { return .inferred(evidence: evidence) }
        return overrides.isEmpty ? .assumed : .given
    }

    private mutating func refresh() {
        let minimums = overrides.reduce(into: [OperatingSystem: DeploymentTarget.Minimum]()) { table, entry in
            table[entry.key] = DeploymentTarget.Minimum(entry.value, setBy: DeploymentTarget.Setter(DeploymentTargets.option(for: entry.key), kind: .option))
        }
        effective = declared.map { $0.overridden(by: minimums) }
        unclaimed = (declared.isEmpty ? DeploymentTarget.assumed : .lowest(of: declared)).overridden(by: minimums)
        let positions = Set(files.values).sorted()
        inUse = []
        for target in positions.isEmpty ? [unclaimed] : positions.map({ effective[$0] }) where !inUse.contains(target) { inUse.append(target) }
        lowestInUse = .lowest(of: inUse)
    }

    /// The option that overrides `system`'s minimum: `--min-ios`, …, `--min-visionos`.
    public static func option(for system: OperatingSystem) -> String { "--min-" + system.rawValue.lowercased() }

    /// The OS whose minimum `option` overrides; nil when it is not such an option.
    public static func system(overriddenBy option: String) -> OperatingSystem? {
        OperatingSystem.allCases.first { self.option(for: $0) == option }
    }
}
