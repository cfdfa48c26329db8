import MigrationKit

/// Phase 1 of a run: every readable file summarised into the project index, on many threads
/// (resolved by the caller, once it knows which files the run cannot change).
/// The trees of files to migrate are kept for phase 2 while `KeptTrees`' budget allows.
struct IndexPhase {
    let pipeline: Pipeline
    let jobs: Int
    let progress: ((RunProgress) -> Void)?
    let cancellation: RunCancellation?

    struct Output {
        /// The merged index, not resolved yet: the decisions need `unchangeable` in the options.
        var index: ProjectIndex
        /// Per input: the fingerprint of the bytes indexed, or why the file could not be read.
        var fingerprints: [Result<Int, FileProblem>?]
        /// Trees of files to migrate, by input.
        var trees: KeptTrees
        /// The files to migrate that the run cannot change, and why.
        var unchangeable: UnchangeableFiles
    }

    /// Phase 1 over `inputs`: bytes that are not UTF-8 text are indexed too (the project uses
    /// what they declare), and every file to migrate that the run cannot change is listed.
    func run(_ inputs: [RunInput]) -> Output {
        var unchangeable = UnchangeableFiles()
        for input in inputs where input.rewrites {
            if let reason = input.problem?.unchangeable ?? input.unwritable { unchangeable.add(input.display, reason) }
        }
        let readable = inputs.indices.filter { inputs[$0].problem == nil }
        let mentions = scan(readable.map { inputs[$0] })
        let queue = WorkQueue(count: readable.count, cancellation: cancellation)
        let counter = ProgressCounter(.indexing, total: readable.count, report: progress)
        // Contributions are merged in file order while the other workers go on collecting;
        // each file's fingerprint comes with its contribution.
        let trees = KeptTrees()
        let merged = Box(Output(index: ProjectIndex(), fingerprints: Array(repeating: nil, count: inputs.count), trees: trees, unchangeable: unchangeable))
        let merging = OrderedDelivery<(input: Int, fingerprint: Result<Int, FileProblem>, contribution: ProjectIndex?)> { read in
            merged.value.fingerprints[read.input] = read.fingerprint
            if let contribution = read.contribution { merged.value.index.merge(contribution) }
            if case .failure(let problem) = read.fingerprint, let reason = problem.unchangeable, inputs[read.input].rewrites {
                merged.value.unchangeable.add(inputs[read.input].display, reason)
            }
        }
        ParallelWorkers.run(threads: jobs) { _ in
            while let next = queue.take() {
                let i = readable[next]
                switch inputs[i].read() {
                case .failed(let problem):
                    merging.deliver((i, .failure(problem), nil), at: next)
                case .notText(let bytes, let problem):
                    let contribution = pipeline.collect(SourceFile(path: inputs[i].display, bytes: bytes), mentions: mentions)
                    merging.deliver((i, .failure(problem), contribution), at: next)
                case .source(let bytes):
                    let file = SourceFile(path: inputs[i].display, bytes: bytes)
                    let contribution = pipeline.collect(file, mentions: mentions)
                    if inputs[i].rewrites { trees.offer(file, input: i) }
                    merging.deliver((i, .success(fingerprint(bytes)), contribution), at: next)
                }
                counter.step()
            }
        }
        let output = merged.value
        merged.value = Output(index: ProjectIndex(), fingerprints: [], trees: trees, unchangeable: UnchangeableFiles())
        return output
    }

    /// Which of the pipeline's `collectorTriggers` the files of `inputs` mention (a byte search
    /// of each, on many threads; a file that cannot be read counts for nothing).
    private func scan(_ inputs: [RunInput]) -> ProjectMentions {
        let triggers = pipeline.collectorTriggers
        guard !triggers.isEmpty else { return .unscanned }
        let queue = WorkQueue(count: inputs.count, cancellation: cancellation)
        let found = Box(ProjectMentions.noneFound)
        let merging = OrderedDelivery<ProjectMentions> { found.value.merge($0) }
        ParallelWorkers.run(threads: jobs) { _ in
            while let next = queue.take() {
                var mentions = ProjectMentions.noneFound
                switch inputs[next].read() {
                case .source(let bytes), .notText(let bytes, _): mentions.add(scanning: bytes, for: triggers)
                case .failed: break
                }
                merging.deliver(mentions, at: next)
            }
        }
        return found.value
    }
}
