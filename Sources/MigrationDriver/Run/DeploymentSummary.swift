import MigrationKit

/// What a run's deployment targets did: where they came from and, per target its files were
/// built for, how many files and which transforms it held back.
public struct DeploymentSummary: Sendable {
    /// Files built for one deployment target (or for several with the same minimums and the same
    /// transforms held back).
    public struct Group: Sendable {
        public var target: DeploymentTarget
        public var files: Int
        /// The selected transforms whose output needs a newer OS, in pipeline order.
        public var heldBack: [String]
        /// The minimums of `target` that hold them back.
        public var holding: DeploymentTarget
    }

    public var origin = SettingOrigin.assumed
    /// Files the run migrates, by target: those holding back the most transforms first.
    public var groups: [Group] = []

    public init() {}

    /// The groups of the files named `paths` under `targets`, for the `selected` transforms; of
    /// those a target holds back, only the ones in `worked` (those that would have changed or
    /// said something in some file: a target does not hold back what has no work).
    public init(paths: [String], targets: DeploymentTargets, selected: [any Transform.Type], worked: Set<String>) {
        origin = targets.origin
        // In the order the files come, so that the summary is the same at every run.
        var counts: [(target: DeploymentTarget, files: Int)] = []
        var positions: [DeploymentTarget: Int] = [:]
        for path in paths {
            let target = targets.target(ofFile: path)
            if let k = positions[target] { counts[k].files += 1 } else {
                positions[target] = counts.count
                counts.append((target, 1))
            }
        }
        if counts.isEmpty { counts = targets.inUse.map { ($0, 0) } }
        var merged: [Group] = []
        for (target, files) in counts {
            let heldBack = selected.filter { !target.allows($0.availability) && worked.contains($0.id) }
            let holding = DeploymentTarget(target.minimums.filter { system, minimum in
                heldBack.contains { $0.availability[system] > minimum.version }
            })
            let ids = heldBack.map { $0.id }
            let versions = target.minimums.mapValues(\.version)
            if let k = merged.firstIndex(where: { $0.heldBack == ids && $0.target.minimums.mapValues(\.version) == versions }) {
                merged[k].target = .lowest(of: [merged[k].target, target])
                merged[k].holding = .lowest(of: [merged[k].holding, holding])
                merged[k].files += files
            } else {
                merged.append(Group(target: target, files: files, heldBack: ids, holding: holding))
            }
        }
        groups = merged.sorted { ($1.heldBack.count, $1.files, $0.target.description) < ($0.heldBack.count, $0.files, $1.target.description) }
    }

    /// The files the run migrates.
    public var files: Int { groups.reduce(0) { $0 + $1.files } }

    public var holdsBackAnything: Bool { groups.contains { !$0.heldBack.isEmpty } }

    /// What the targets did, for a summary: for each set of transforms held back together,
    /// `iOS 13 (App.xcodeproj, target App), macOS 10.15 (App.xcodeproj, target Mac) hold back
    /// observable-object, state-object in 12 of 40 files` (the minimums that hold them back, a
    /// few at most); when none holds anything back, where the targets came from.
    public var sentence: String {
        let total = files
        var sets: [[String]] = []
        for group in groups where !group.heldBack.isEmpty && !sets.contains(group.heldBack) { sets.append(group.heldBack) }
        let phrases = sets.map { set -> String in
            let holding = groups.filter { $0.heldBack == set }
            let count = holding.reduce(0) { $0 + $1.files }
            let scope = count < total ? " in \(count) of \(total) files" : total > 1 ? " in all \(total) files" : ""
            let minimums = DeploymentSummary.minimumPhrases(holding.map(\.holding))
            return "\(DeploymentSummary.list(minimums)) \(minimums.count == 1 ? "holds" : "hold") back \(set.joined(separator: ", "))\(scope)"
        }
        if !phrases.isEmpty { return phrases.joined(separator: "; and ") }
        switch origin {
        case .inferred:
            return (origin.inferredPhrase ?? "") + "; none holds back a transform"
        case .given:
            return groups.map(\.target.description).joined(separator: "; ") + "; none holds back a transform"
        case .assumed:
            return (groups.first?.target ?? .assumed).versions + " (assumed: nothing in the project declares one; set --min-ios/--min-macos to change)"
        }
    }

    /// How much a summary names: minimums, project files per minimum, targets per project file.
    private static let shownMinimums = 3, shownSetters = 2, shownTargets = 3

    /// The first few of `phrases`, joined: `A, B, C, D and 2 more`.
    private static func list(_ phrases: [String]) -> String {
        phrases.prefix(shownMinimums).joined(separator: ", ") + (phrases.count > shownMinimums ? " and \(phrases.count - shownMinimums) more" : "")
    }

    /// `iOS 13 (App.xcodeproj, targets App, Widget)`, one per OS and version, lowest first; when
    /// the same targets set them all, one phrase: `iOS 16, macOS 13 (Kit/Package.swift)`.
    private static func minimumPhrases(_ targets: [DeploymentTarget]) -> [String] {
        var setters: [OperatingSystem: [OSVersion: [DeploymentTarget.Setter]]] = [:]
        for target in targets {
            for (system, minimum) in target.minimums { setters[system, default: [:]][minimum.version, default: []] += minimum.setBy }
        }
        let entries = setters.keys.sorted().flatMap { system in
            setters[system]!.keys.sorted().map { version in
                ("\(system.rawValue) \(version)", briefly(DeploymentTarget.Setter.merged(setters[system]![version]!)))
            }
        }
        if entries.count > 1, Set(entries.map(\.1)).count == 1 {
            return [entries.map(\.0).joined(separator: ", ") + " (\(entries[0].1))"]
        }
        return entries.map { "\($0.0) (\($0.1))" }
    }

    /// `A.xcodeproj, targets App, Widget, Intents and 9 more; Kit/Package.swift` (a few targets
    /// and project files at most: the JSON document lists them all).
    private static func briefly(_ setters: [DeploymentTarget.Setter]) -> String {
        let shown = setters.prefix(shownSetters).map { setter -> DeploymentTarget.Setter in
            var brief = setter
            brief.targets = Array(setter.targets.prefix(shownTargets))
            return brief
        }
        return zip(shown, setters).map { brief, setter in
            brief.description + (setter.targets.count > brief.targets.count ? " and \(setter.targets.count - brief.targets.count) more" : "")
        }.joined(separator: "; ") + (setters.count > shown.count ? "; and \(setters.count - shown.count) more project files" : "")
    }

    /// Where `id` runs but is held back: `in 12 of 40 files by iOS 16 (App.xcodeproj, target
    /// Legacy)`; nil when no target holds it back.
    public func heldBackPhrase(for id: String) -> String? {
        let holding = groups.filter { $0.heldBack.contains(id) }
        guard !holding.isEmpty else { return nil }
        let minimums = DeploymentSummary.minimumPhrases(holding.map(\.holding))
        return "in \(holding.reduce(0) { $0 + $1.files }) of \(files) files by \(DeploymentSummary.list(minimums))"
    }

    /// `sentence` in a few words, for a project with many targets: `iOS 13, macOS 10.11 (the
    /// lowest of 24 targets) hold back 6 transforms in 835 of 1214 files`.
    public var shortSentence: String {
        let held = groups.filter { !$0.heldBack.isEmpty }
        let lowest = lowestMinimums.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let targets = "the lowest of \(groups.count) target\(groups.count == 1 ? "" : "s")"
        guard !held.isEmpty else { return "\(lowest) (\(targets)) hold back no transform" }
        let transforms = Set(held.flatMap(\.heldBack)).count
        let heldFiles = held.reduce(0) { $0 + $1.files }
        return "\(lowest) (\(targets)) hold back \(transforms) transform\(transforms == 1 ? "" : "s") in \(heldFiles) of \(files) files"
    }

    /// `sentence` in fewer and fewer words, for a summary line that must stay short (the detail
    /// is in `report` and JSON).
    public var shorterSentences: [String] {
        if holdsBackAnything {
            let holding = groups.filter { !$0.heldBack.isEmpty }
            let files = holding.reduce(0) { $0 + $1.files }
            let transforms = Set(holding.flatMap(\.heldBack)).count
            return [shortSentence + " (see report)", "\(DeploymentTarget.lowest(of: holding.map(\.holding)).versions) hold back "
                    + "\(plural(transforms, "transform")) in \(files) of \(plural(self.files, "file")) (see report)"]
        }
        switch origin {
        case .inferred: return ["from the project; none holds back a transform"]
        case .given: return []
        case .assumed:
            let versions = (groups.first?.target ?? .assumed).versions
            return ["\(versions) (assumed; set --min-ios/--min-macos to change)", "\(versions) (assumed)"]
        }
    }

    /// Each OS's lowest minimum over the files: `["iOS": "16", "macOS": "14"]`.
    public var lowestMinimums: [String: String] {
        let lowest = DeploymentTarget.lowest(of: groups.map(\.target)).minimums
        return Dictionary(uniqueKeysWithValues: lowest.map { ($0.key.rawValue, $0.value.version.description) })
    }
}
