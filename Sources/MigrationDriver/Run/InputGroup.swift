import MigrationKit

/// Files of a run that are indexed and migrated together (one project group,
/// `ProjectGrouping`), with the request they run under: the project's own deployment targets
/// and platforms, progress counted over the whole run.
struct InputGroup {
    /// How summaries name it (`ProjectGrouping.Group.name`).
    var name: String
    /// Positions in the run's inputs, in order.
    var inputs: [Int]
    var request: RunRequest

    /// The groups of `inputs` under `request`: one holding them all unless they belong to
    /// several independent projects.
    static func groups(of inputs: [RunInput], request: RunRequest) -> [InputGroup] {
        let grouping = request.projectGrouping
        let groups = grouping.groups(of: inputs.map(\.canonical), targets: request.projectTargets)
        guard groups.count > 1 else { return [InputGroup(name: groups.first?.name ?? "", inputs: Array(inputs.indices), request: request)] }
        let totals: [RunProgress.Phase: Int] = [.indexing: inputs.filter { $0.problem == nil }.count, .migrating: inputs.filter(\.rewrites).count]
        var before: [RunProgress.Phase: Int] = [.indexing: 0, .migrating: 0]
        return groups.map { group in
            var own = request
            if !group.projects.isEmpty {
                own.projectTargets = grouping.targets(of: group)
                if request.platformsReadPerProject {
                    (own.options.platforms, own.options.platformsOrigin) = PlatformInference.infer(grouping.platformFiles(of: group))
                }
            }
            if let report = request.progress {
                let offsets = before
                own.progress = { progress in
                    var overall = progress
                    overall.done += offsets[progress.phase] ?? 0
                    overall.total = totals[progress.phase] ?? progress.total
                    report(overall)
                }
            }
            before[.indexing]! += group.members.filter { inputs[$0].problem == nil }.count
            before[.migrating]! += group.members.filter { inputs[$0].rewrites }.count
            return InputGroup(name: group.name, inputs: group.members, request: own)
        }
    }
}
