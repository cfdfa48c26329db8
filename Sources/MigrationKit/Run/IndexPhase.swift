/// Phase 1 of a run: every readable file summarised into the project index, on many threads.
struct IndexPhase {
    let pipeline: Pipeline
    let jobs: Int
    let progress: ((RunProgress) -> Void)?

    struct Output {
        /// The merged and resolved index.
        var index: ProjectIndex
        /// Per input: the fingerprint of the bytes indexed, or why the file could not be read.
        var fingerprints: [Result<Int, FileProblem>?]
    }

    func run(_ inputs: [RunInput]) -> Output {
        let readable = inputs.indices.filter { inputs[$0].problem == nil }
        let fingerprints = SharedSlots<Result<Int, FileProblem>>(count: inputs.count)
        let queue = WorkQueue(count: readable.count)
        let counter = ProgressCounter(.indexing, total: readable.count, report: progress)
        // Contributions are merged in file order while the other workers go on collecting.
        let merged = MergedIndex()
        let merging = OrderedDelivery<ProjectIndex?> { contribution in
            if let contribution = contribution { merged.index.merge(contribution) }
        }
        ParallelWorkers.run(threads: jobs) { _ in
            while let next = queue.take() {
                let i = readable[next]
                var contribution: ProjectIndex?
                switch inputs[i].load() {
                case .failure(let problem):
                    fingerprints[i] = .failure(problem)
                case .success(let bytes):
                    fingerprints[i] = .success(fingerprint(bytes))
                    contribution = pipeline.collect(SourceFile(path: inputs[i].display, bytes: bytes))
                }
                merging.deliver(contribution, at: next)
                counter.step()
            }
        }
        var index = merged.index
        merged.index = ProjectIndex()
        pipeline.resolve(&index)
        return Output(index: index, fingerprints: inputs.indices.map { fingerprints[$0] })
    }

    /// The index the workers merge into, one at a time (see `OrderedDelivery`).
    private final class MergedIndex: @unchecked Sendable {
        var index = ProjectIndex()
    }
}
