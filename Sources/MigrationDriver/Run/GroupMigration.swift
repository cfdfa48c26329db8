import Foundation
import MigrationKit

/// Both phases over one group of files (`InputGroup`), in rounds, so that a file the run cannot
/// change never leaves the others depending on edits it did not get:
///
/// 1. the files known up front not to change (`UnchangeableFiles`: not UTF-8 text, unreadable,
///    not writable) are part of the decisions from the start: what they declare or use stays;
/// 2. when a file's migration then fails (an internal error, an output that does not parse)
///    after a transform whose edits depend across files (`Transform.editsDependAcrossFiles`)
///    edited it, the group is decided again with that file among those that cannot change;
/// 3. if such a file still fails with such edits, those transforms do not run in the group.
///
/// Results are kept until the group's last round, then handed on in order.
struct GroupMigration<Prepared> {
    let group: InputGroup
    let inputs: [RunInput]
    /// The group's pipeline before it knows what cannot change.
    let pipeline: Pipeline
    /// Builds the pipeline of the group's last round, whose request skips transforms.
    let makePipeline: (RunRequest) -> Pipeline
    let prepare: (FileResult) -> Prepared

    /// What the group's last round gave: results by position among the group's files to
    /// migrate, and the changes to write (positions likewise).
    struct Output {
        var results: [(position: Int, result: FileResult, prepared: Prepared)] = []
        var changes: [ChangeWriter.Change] = []
        var indexSeconds = 0.0
    }

    func run() -> Output {
        let crossFile = Set(pipeline.transforms.filter { type(of: $0).editsDependAcrossFiles }.map { $0.id })
        var failed = UnchangeableFiles()
        // The first failure of each file held back: it stays the file's result (its error says
        // what went wrong), even where a later round, holding back more, could migrate it.
        var firstFailures: [String: FileResult] = [:]
        var pipeline = pipeline
        var output = Output()
        for round in 1...3 {
            let (results, changes, seconds) = migrate(with: pipeline, failedEarlier: failed)
            output.indexSeconds += seconds
            output.results = results.map { entry in
                guard let failure = firstFailures[entry.result.path] else { return entry }
                return (entry.position, failure, prepare(failure))
            }
            output.changes = changes.filter { firstFailures[$0.result.path] == nil }
            let blocking = results.map(\.result).filter { result in
                result.status == .failed && result.touchedBy.contains(where: crossFile.contains)
            }
            guard !blocking.isEmpty, round < 3, group.request.cancellation?.isCancelled != true else { break }
            let new = blocking.filter { failed.reasons[$0.path] == nil }
            if new.isEmpty {
                // Holding the files back was not enough: those transforms stay out of the group.
                var request = group.request
                request.options.skip += Set(blocking.flatMap(\.touchedBy)).intersection(crossFile).sorted()
                pipeline = makePipeline(request)
            } else {
                for result in new {
                    failed.add(result.path, .notMigrated)
                    firstFailures[result.path] = result
                }
            }
        }
        return output
    }

    /// One round: phase 1, the decisions knowing what cannot change, phase 2 (results kept).
    private func migrate(with pipeline: Pipeline, failedEarlier: UnchangeableFiles)
        -> (results: [(position: Int, result: FileResult, prepared: Prepared)], changes: [ChangeWriter.Change], indexSeconds: Double) {
        var clock = Stopwatch()
        let request = group.request
        var indexed = IndexPhase(pipeline: pipeline, jobs: request.jobs, progress: request.progress, cancellation: request.cancellation)
            .run(inputs)
        var unchangeable = indexed.unchangeable
        unchangeable.merge(failedEarlier)
        let decided = unchangeable.isEmpty ? pipeline : pipeline.knowing(unchangeable: unchangeable)
        decided.resolve(&indexed.index)
        let indexSeconds = clock.lap()
        let index = ReleasedInBackground(indexed.index)
        indexed.index = ProjectIndex()
        let results = Box<[(position: Int, result: FileResult, prepared: Prepared)]>([])
        let lock = NSLock()
        let changes = RewritePhase(request: request, pipeline: decided, index: index.value!)
            .run(inputs, fingerprints: indexed.fingerprints, trees: indexed.trees) { position, result in
                let prepared = prepare(result)
                lock.lock()
                results.value.append((position, result, prepared))
                lock.unlock()
            }
        index.release()
        return (results.value.sorted { $0.position < $1.position }, changes, indexSeconds)
    }
}
