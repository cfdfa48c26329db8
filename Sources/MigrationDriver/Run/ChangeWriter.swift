import MigrationKit

/// The last step of a run that writes in place, once every file is done: every changed file's
/// new content goes to a temporary file beside it (only where the file still holds what the run
/// read), then all of them are renamed into place in one short loop (`AtomicWriter`). So an
/// interruption or a crash before that loop changes no file, and the loop itself is not
/// interrupted.
struct ChangeWriter {
    /// A changed file to write: its position among the run's files, the path to open, and its result.
    struct Change {
        let position: Int
        let path: String
        let result: FileResult
    }

    /// Called with each file's path just before it is checked and staged (a test hook, see `RunRequest.beforeWrite`).
    let beforeWrite: ((String) -> Void)?

    /// Writes `changes` (in file order); returns those that could not be written, each with
    /// the result that reports why (its error alone).
    func write(_ changes: [Change]) -> [(change: Change, failure: FileResult)] {
        var staged: [(change: Change, file: AtomicWriter.Staged)] = []
        var failures: [(change: Change, failure: FileResult)] = []
        for change in changes {
            beforeWrite?(change.path)
            switch AtomicWriter.stage(change.path, with: change.result.output, expecting: change.result.original) {
            case .success(let file): staged.append((change, file))
            case .failure(let problem): failures.append((change, ChangeWriter.failure(change.result, problem)))
            }
        }
        for (entry, problem) in zip(staged, AtomicWriter.commit(staged.map(\.file))) {
            if let problem = problem { failures.append((entry.change, ChangeWriter.failure(entry.change.result, problem))) }
        }
        return failures.sorted { $0.change.position < $1.change.position }
    }

    private static func failure(_ result: FileResult, _ problem: FileProblem) -> FileResult {
        .failed(result.path, problem.message, original: result.original, touchedBy: result.touchedBy)
    }
}
