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
    }

    public var origin = SettingOrigin.assumed
    /// Files the run migrates, by target: those holding back the most transforms first.
    public var groups: [Group] = []

    public init() {}

    /// The groups of the files named `paths` under `targets`, for the `selected` transforms.
    public init(paths: [String], targets: DeploymentTargets, selected: [any Transform.Type]) {
        origin = targets.origin
        var counts: [DeploymentTarget: Int] = [:]
        for path in paths { counts[targets.target(ofFile: path), default: 0] += 1 }
        if counts.isEmpty { counts = Dictionary(uniqueKeysWithValues: targets.inUse.map { ($0, 0) }) }
        var merged: [Group] = []
        for (target, files) in counts {
            let heldBack = selected.filter { !target.allows($0.availability) }.map { $0.id }
            let versions = target.minimums.mapValues(\.version)
            if let k = merged.firstIndex(where: { $0.heldBack == heldBack && $0.target.minimums.mapValues(\.version) == versions }) {
                merged[k].target = .lowest(of: [merged[k].target, target])
                merged[k].files += files
            } else {
                merged.append(Group(target: target, files: files, heldBack: heldBack))
            }
        }
        groups = merged.sorted { ($1.heldBack.count, $1.files, $0.target.description) < ($0.heldBack.count, $0.files, $1.target.description) }
    }

    /// The files the run migrates.
    public var files: Int { groups.reduce(0) { $0 + $1.files } }

    public var holdsBackAnything: Bool { groups.contains { !$0.heldBack.isEmpty } }

    /// What the targets did, for a summary: `iOS 16 (App.xcodeproj, target Legacy) holds back
    /// observable-object, state-object in 12 of 40 files` for each target that holds anything
    /// back; else where they came from.
    public var sentence: String {
        let total = files
        let heldBack = groups.filter { !$0.heldBack.isEmpty }.map { group in
            let scope = group.files < total ? " in \(group.files) of \(total) files" : total > 1 ? " in all \(total) files" : ""
            return "\(group.target) holds back \(group.heldBack.joined(separator: ", "))\(scope)"
        }
        if !heldBack.isEmpty { return heldBack.joined(separator: ", and ") }
        switch origin {
        case .inferred:
            return (origin.inferredPhrase ?? "") + "; none holds back a transform"
        case .given:
            return groups.map(\.target.description).joined(separator: "; ") + "; none holds back a transform"
        case .assumed:
            let target = groups.first?.target ?? .assumed
            let versions = target.minimums.keys.sorted().map { "\($0.rawValue) \(target.minimums[$0]!.version)" }
            return versions.joined(separator: ", ") + " (assumed: nothing in the project declares one; set --min-ios/--min-macos to change)"
        }
    }

    /// Where `id` runs but is held back: `in 12 of 40 files (iOS 16 (App.xcodeproj, target Legacy))`;
    /// nil when no target holds it back.
    public func heldBackPhrase(for id: String) -> String? {
        let holding = groups.filter { $0.heldBack.contains(id) }
        guard !holding.isEmpty else { return nil }
        return "in \(holding.reduce(0) { $0 + $1.files }) of \(files) files (\(holding.map(\.target.description).joined(separator: "; ")))"
    }

    /// Each OS's lowest minimum over the files: `["iOS": "16", "macOS": "14"]`.
    public var lowestMinimums: [String: String] {
        let lowest = DeploymentTarget.lowest(of: groups.map(\.target)).minimums
        return Dictionary(uniqueKeysWithValues: lowest.map { ($0.key.rawValue, $0.value.version.description) })
    }
}
