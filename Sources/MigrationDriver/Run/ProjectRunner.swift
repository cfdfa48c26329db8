import Foundation
import MigrationKit

/// Migrates a project on many threads in two phases, for each group of files that belong
/// together (`InputGroup`: one unless the files belong to several independent projects, which
/// are then decided apart, as if each had been run alone):
///
/// 1. **Index**: every file is read, parsed and summarised into its own `ProjectIndex`; the
///    summaries are merged in file order (so decisions do not depend on `jobs`) and resolved.
///    Trees are dropped as soon as a file is summarised, but for those `KeptTrees` keeps for
///    phase 2 within its budget: memory grows with declarations, not with source text.
/// 2. **Rewrite**: every file is read again (a file changed since phase 1 fails), migrated by
///    the `Pipeline` (on phase 1's tree when kept), and checked by the compiler in batches.
/// 3. **Write**, when asked: once every file is done, the changed files are written in two
///    steps (`ChangeWriter`), so that a run stopped before then changes nothing.
///
/// Results reach the caller in file order whatever the number of threads, once their group is
/// decided for good (`GroupMigration`: a failed file may have it decided again); the caller's
/// closure runs on one thread at a time.
public struct ProjectRunner {
    public let request: RunRequest

    public init(_ request: RunRequest) {
        self.request = request
    }

    /// Runs both phases, passing every migrated file's result to `onFile`, and returns the totals.
    public func run(_ onFile: @escaping (FileResult) -> Void) -> RunSummary {
        run(prepare: { _ in () }, { result, _ in onFile(result) })
    }

    /// Like `run(_:)`, with `prepare` called first on each result on the thread that finished
    /// it, in parallel and in no order: the place for costly per-file output such as diffs.
    /// A changed file is handed on before it is written (`FileResult.written` says it will be);
    /// one that then cannot be written is handed to `notWritten`, as a failed result holding
    /// only its error, and counted as failed in the totals.
    public func run<Prepared>(prepare: @escaping (FileResult) -> Prepared, notWritten: (FileResult) -> Void = { _ in },
                              _ onFile: @escaping (FileResult, Prepared) -> Void) -> RunSummary {
        var clock = Stopwatch()
        let inputs = discoverInputs()
        let groups = InputGroup.groups(of: inputs, request: request)
        let wholeRun = makePipeline(for: inputs, request: request)
        let summary = Box(startingSummary(wholeRun, inputs: inputs))
        if groups.count > 1 {
            summary.value.projects = groups.map { group in
                RunSummary.Project(name: group.name, files: group.inputs.filter { inputs[$0].rewrites }.count)
            }
        }
        summary.value.timings.discovery = clock.lap()
        let delivery = OrderedDelivery<(FileResult, Prepared)> { result, prepared in
            summary.value.add(result)
            onFile(result, prepared)
        }
        // Each group alone, as if the run had been given its files only; results keep the run's order.
        var rewritePosition = 0
        var changes: [ChangeWriter.Change] = []
        for group in groups {
            let groupInputs = group.inputs.map { inputs[$0] }
            let positions = Array(rewritePosition..<rewritePosition + groupInputs.filter(\.rewrites).count)
            rewritePosition += positions.count
            let pipeline = groups.count == 1 ? wholeRun : makePipeline(for: groupInputs, request: group.request)
            let migrated = GroupMigration(group: group, inputs: groupInputs, pipeline: pipeline,
                                          makePipeline: { makePipeline(for: groupInputs, request: $0) }, prepare: prepare).run()
            for (position, result, prepared) in migrated.results {
                // A reader that went away (or an interruption) wants no more results.
                if request.cancellation?.isCancelled == true { break }
                delivery.deliver((result, prepared), at: positions[position])
            }
            changes += migrated.changes.map { ChangeWriter.Change(position: positions[$0.position], path: $0.path, result: $0.result) }
            let lap = clock.lap()
            summary.value.timings.index += migrated.indexSeconds
            summary.value.timings.rewrite += lap - migrated.indexSeconds
        }
        // What the targets held back, now that the run knows where that would have done something.
        summary.value.deployment = DeploymentSummary(paths: inputs.filter(\.rewrites).map(\.display), targets: wholeRun.options.deploymentTargets,
                                                     selected: request.registry.filter { wholeRun.options.selects($0.id) },
                                                     worked: summary.value.heldBackWork)
        CompilerParseCheck.removeScratchFolder()
        if request.cancellation?.isCancelled != true {
            var writer = ChangeWriter(beforeWrite: request.beforeWrite)
            writer.dependentTransforms = Set(request.registry.filter { $0.editsDependAcrossFiles }.map { $0.id })
            for (change, failure) in writer.write(changes.sorted { $0.position < $1.position }) {
                summary.value.notWritten(change.result, failure: failure)
                notWritten(failure)
            }
        }
        summary.value.timings.rewrite += clock.lap()
        summary.value.timings.total = clock.total
        return summary.value
    }

    /// The pipeline for `inputs` under `request`, each file attributed to its deployment target.
    private func makePipeline(for inputs: [RunInput], request: RunRequest) -> Pipeline {
        var options = request.options
        options.threads = request.jobs
        if !request.projectTargets.isEmpty {
            let overrides = options.deploymentTargets.overrides
            options.deploymentTargets = request.projectTargets.attribute(inputs.map { ($0.canonical, $0.display) })
            options.deploymentTargets.overrides = overrides
        }
        options.projectOnlyFiles = request.projectGrouping.projectOnlyFiles(inputs.map { ($0.canonical, $0.display) }, targets: request.projectTargets)
        return Pipeline(registry: request.registry, options: options)
    }

    private func startingSummary(_ pipeline: Pipeline, inputs: [RunInput]) -> RunSummary {
        var summary = RunSummary()
        let options = pipeline.options
        let targets = options.deploymentTargets.inUse
        summary.transformsRun = pipeline.transforms.map { $0.id }.filter { id in !pipeline.unavailable.contains { $0.id == id } }
        summary.transformsNotRun = pipeline.unavailable.map { transform in
            (transform.id, "held back in every file: " + (DeploymentTarget.lowest(of: targets).refusal(for: transform.availability, needing: "it") ?? ""))
        }
        summary.platforms = (options.platforms ?? []).sorted()
        summary.platformsOrigin = options.platformsOrigin
        summary.platformsSource = options.platformsSource
        summary.compilerChecked = request.compilerCheck != nil
        return summary
    }

    /// Files to migrate (in-memory sources first, then the paths in order), then files only indexed.
    private func discoverInputs() -> [RunInput] {
        let discovery = FileDiscovery(rules: request.exclude)
        var inputs: [RunInput] = zip(request.inMemory, CanonicalPath.of(request.inMemory.map(\.path))).map { file, canonical in
            RunInput(path: file.path, display: request.display.display(file.path), canonical: canonical, memory: file.bytes, problem: nil, rewrites: true)
        }
        let found = discovery.discover(request.paths)
        var access = WriteAccess()
        for ((found, display), canonical) in zip(zip(found, request.display.display(found.map(\.path))), CanonicalPath.of(found.map(\.path))) {
            var input = RunInput(path: found.path, display: display, canonical: canonical, memory: nil, problem: found.problem, rewrites: true)
            if request.checksWritability && found.problem == nil { input.unwritable = access.problem(found.path) }
            inputs.append(input)
        }
        guard !request.projectPaths.isEmpty else { return inputs }
        let targets = Set(inputs.map(\.canonical))
        let projectFiles = discovery.discover(request.projectPaths).filter { $0.problem == nil }
        for (found, canonical) in zip(projectFiles, CanonicalPath.of(projectFiles.map(\.path))) where !targets.contains(canonical) {
            inputs.append(RunInput(path: found.path, display: request.display.display(found.path), canonical: canonical, memory: nil, problem: nil, rewrites: false))
        }
        return inputs
    }
}

/// Wall-clock time since creation, and between laps.
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lapStart = DispatchTime.now().uptimeNanoseconds

    /// Seconds since the previous lap (or the start).
    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { lapStart = now }
        return Double(now - lapStart) / 1e9
    }

    var total: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
