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
    /// The transforms whose edits in one file need their edits in others (`Transform.editsDependAcrossFiles`).
    var dependentTransforms: Set<String> = []

    /// Writes `changes` (in file order); returns those that could not be written, each with
    /// the result that reports why (its error alone). When a file with edits of
    /// `dependentTransforms` cannot be staged, no other file with such edits is written either:
    /// they may need the edits it did not get.
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
        if let blocking = failures.first(where: dependsAcrossFiles)?.change.path {
            let (held, rest) = (staged.filter { dependsAcrossFiles($0.change) }, staged.filter { !dependsAcrossFiles($0.change) })
            for (change, file) in held {
                file.temporary.remove()
                let problem = FileProblem("not written: its edits may depend on \(blocking), which could not be written (run again once it can be)")
                failures.append((change, ChangeWriter.failure(change.result, problem)))
            }
            staged = rest
        }
        for (entry, problem) in zip(staged, AtomicWriter.commit(staged.map(\.file))) {
            if let problem = problem { failures.append((entry.change, ChangeWriter.failure(entry.change.result, problem))) }
        }
        return failures.sorted { $0.change.position < $1.change.position }
    }

    private func dependsAcrossFiles(_ change: Change) -> Bool { change.result.touchedBy.contains(where: dependentTransforms.contains) }

    private func dependsAcrossFiles(_ entry: (change: Change, failure: FileResult)) -> Bool { dependsAcrossFiles(entry.change) }

    private static func failure(_ result: FileResult, _ problem: FileProblem) -> FileResult {
        .failed(result.path, problem.message, original: result.original, touchedBy: result.touchedBy)
    }
}
