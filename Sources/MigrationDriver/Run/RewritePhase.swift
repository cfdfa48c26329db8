import Foundation
import MigrationKit

/// Phase 2 of a run: each file migrated with the project index, checked, and handed on with
/// its position among the files to migrate (in no particular order). The changes to write in
/// place are returned, in file order, for `ChangeWriter` to write once every file is done.
///
/// Each worker gathers its changed files into a batch for the compiler check, flushed when
/// it is big enough or has been waiting long enough, so that results keep flowing in order.
struct RewritePhase {
    let request: RunRequest
    let pipeline: Pipeline
    let index: ProjectIndex

    /// Flush a worker's batch at this many files, bytes, or files handled since it started.
    static let batchFiles = 512
    static let batchBytes = 4 << 20
    static let batchPatience = 1024

    /// A changed file waiting for the compiler check.
    private struct Pending {
        let position: Int
        let input: RunInput
        let outcome: FileOutcome
    }

    /// `finished(position, result)` is called on worker threads. Returns the changes to write,
    /// when the request writes.
    /// `trees`: phase 1's trees, used where the file still holds the bytes they were parsed from.
    func run(_ inputs: [RunInput], fingerprints: [Result<Int, FileProblem>?], trees: KeptTrees,
             finished: @escaping (Int, FileResult) -> Void) -> [ChangeWriter.Change] {
        let targets = inputs.indices.filter { inputs[$0].rewrites }
        let queue = WorkQueue(count: targets.count, cancellation: request.cancellation)
        let changes = Box<[ChangeWriter.Change]>([])
        let changesLock = NSLock()
        let counter = ProgressCounter(.migrating, total: targets.count, report: request.progress)
        func deliver(_ position: Int, _ result: FileResult) {
            if result.written {
                changesLock.lock()
                changes.value.append(ChangeWriter.Change(position: position, path: inputs[targets[position]].path, result: result))
                changesLock.unlock()
            }
            finished(position, result)
        }
        ParallelWorkers.run(threads: request.jobs) { _ in
            var batch: [Pending] = []
            var batchBytes = 0
            var handledSinceBatchStart = 0
            func flush() {
                for (pending, result) in zip(batch, check(batch)) { deliver(pending.position, result) }
                batch.removeAll()
                batchBytes = 0
                handledSinceBatchStart = 0
            }
            while let position = queue.take() {
                let i = targets[position]
                switch migrate(inputs[i], fingerprint: fingerprints[i], tree: trees.take(i)) {
                case .done(let result):
                    deliver(position, result)
                case .needsCheck(let outcome):
                    batch.append(Pending(position: position, input: inputs[i], outcome: outcome))
                    batchBytes += outcome.output.count
                }
                counter.step()
                if !batch.isEmpty { handledSinceBatchStart += 1 }
                if batch.count >= Self.batchFiles || batchBytes >= Self.batchBytes || handledSinceBatchStart >= Self.batchPatience { flush() }
            }
            flush()
        }
        return changes.value.sorted { $0.position < $1.position }
    }

    private enum Step {
        case done(FileResult)
        case needsCheck(FileOutcome)
    }

    private func migrate(_ input: RunInput, fingerprint expected: Result<Int, FileProblem>?, tree: consuming SourceFile?) -> Step {
        if let problem = input.problem { return .done(.failed(input.display, problem)) }
        if case .failure(let problem)? = expected { return .done(.failed(input.display, problem)) }
        let bytes: [UInt8]
        switch input.load() {
        case .failure(let problem): return .done(.failed(input.display, problem))
        case .success(let read): bytes = read
        }
        if case .success(let indexed)? = expected, indexed != fingerprint(bytes) {
            return .done(.failed(input.display, "changed on disk while swiftui-migrate was running; left unchanged (run again to migrate it)", original: bytes))
        }
        let isPhase1Tree = tree.map { Self.equal($0.bytes, bytes) } ?? false
        let outcome = pipeline.migrate(path: input.display, bytes: bytes, index: index, parsed: isPhase1Tree ? consume tree : nil)
        if outcome.failure != nil {
            return .done(FileResult(path: input.display, status: .failed, original: bytes, output: bytes, diagnostics: outcome.diagnostics,
                                    editCounts: [:], touchedBy: outcome.touchedBy, written: false))
        }
        if outcome.changed, let reason = input.unwritable {
            return .done(.failed(input.display, UnchangeableFiles.notWritten(reason), original: bytes, diagnostics: outcome.diagnostics,
                                 touchedBy: outcome.touchedBy))
        }
        guard outcome.changed else {
            return .done(FileResult(path: input.display, status: .unchanged, original: bytes, output: bytes, diagnostics: outcome.diagnostics,
                                    editCounts: [:], touchedBy: [], written: false, heldBackWork: outcome.heldBackWork))
        }
        if request.compilerCheck == nil { return .done(finish(input, outcome)) }
        return .needsCheck(outcome)
    }

    /// `a == b`, by `memcmp` (`==` on arrays of bytes compares one byte at a time).
    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    private func check(_ batch: [Pending]) -> [FileResult] {
        guard let compiler = request.compilerCheck, !batch.isEmpty else { return [] }
        let problems = compiler.problems(in: batch.map { ($0.outcome.original, $0.outcome.output) })
        return zip(batch, problems).map { pending, problem in
            guard let problem = problem else { return finish(pending.input, pending.outcome) }
            let outcome = pending.outcome
            return .failed(pending.input.display,
                           "the migrated file does not parse with swiftc (\(problem)); transforms that edited it: "
                               + "\(outcome.touchedBy.joined(separator: ", ")); left unchanged",
                           original: outcome.original, diagnostics: outcome.diagnostics, touchedBy: outcome.touchedBy)
        }
    }

    /// The result of a changed file that passed every check, to be written when asked.
    private func finish(_ input: RunInput, _ outcome: FileOutcome) -> FileResult {
        FileResult(path: input.display, status: .changed, original: outcome.original, output: outcome.output, diagnostics: outcome.diagnostics,
                   editCounts: outcome.editCounts, touchedBy: outcome.touchedBy, written: request.writesChanges && input.memory == nil,
                   heldBackWork: outcome.heldBackWork)
    }
}
