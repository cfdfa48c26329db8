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
        let contributions = SharedSlots<ProjectIndex>(count: inputs.count)
        let fingerprints = SharedSlots<Result<Int, FileProblem>>(count: inputs.count)
        let queue = WorkQueue(count: readable.count)
        let counter = ProgressCounter(.indexing, total: readable.count, report: progress)
        ParallelWorkers.run(threads: jobs) { _ in
            while let next = queue.take() {
                let i = readable[next]
                switch inputs[i].load() {
                case .failure(let problem):
                    fingerprints[i] = .failure(problem)
                case .success(let bytes):
                    fingerprints[i] = .success(fingerprint(bytes))
                    contributions[i] = pipeline.collect(SourceFile(path: inputs[i].display, bytes: bytes))
                }
                counter.step()
            }
        }
        var index = ProjectIndex()
        for i in inputs.indices {
            if let contribution = contributions.take(i) { index.merge(contribution) }
        }
        pipeline.resolve(&index)
        return Output(index: index, fingerprints: inputs.indices.map { fingerprints[$0] })
    }
}
