import Foundation
import MigrationKit

/// A repository's files in the bulk output folder: `<name>.patch` and `<name>.diagnostics`,
/// each written whole or not at all, replacing (never following) whatever is at its name
/// (`OutputFile`). A file with nothing to say is removed, so a folder reused across runs holds
/// no stale patch.
struct OutputFiles {
    let directory: String
    let name: String

    /// Writes `text` to `<name>.<suffix>` (or removes that file when `text` is nil) and
    /// returns the file's name, or nil when there is none.
    func write(_ suffix: String, _ text: String?) throws -> String? {
        let file = "\(name).\(suffix)"
        let path = directory + "/" + file
        guard let text = text else {
            unlink(path)
            return nil
        }
        try OutputFile.write(Data(text.utf8), to: path)
        return file
    }

    /// Removes both files (a repository that was not run has none).
    func clear() {
        for suffix in ["patch", "diagnostics"] { unlink(directory + "/" + name + "." + suffix) }
    }
}

/// Writes a repository's changed files, all or none, in two steps (`AtomicWriter`): every new
/// content to a temporary file beside its file, then all the renames. A file that cannot be
/// staged means none is written; one that cannot be renamed (rare: the disk was checked when
/// staging) means those renamed before it get their original content back.
struct WrittenFiles {
    let root: String

    /// Nil when every file was written; else why not.
    func write(_ changes: [RepositoryMigration.Change]) -> String? {
        var staged: [AtomicWriter.Staged] = []
        for change in changes {
            switch AtomicWriter.stage(path(change), with: change.output, expecting: change.original) {
            case .success(let file): staged.append(file)
            case .failure(let problem):
                AtomicWriter.discard(staged)
                return "cannot write \(change.path): \(problem.message); nothing was written"
            }
        }
        let problems = AtomicWriter.commit(staged)
        guard let failed = problems.firstIndex(where: { $0 != nil }) else { return nil }
        restore(zip(changes, problems).filter { $0.1 == nil }.map(\.0))
        return "cannot write \(changes[failed].path): \(problems[failed]!.message); the files written were restored, nothing else was touched"
    }

    /// Puts the original content back into the files that still hold the migrated content.
    func restore<Changes: Collection>(_ changes: Changes) where Changes.Element == RepositoryMigration.Change {
        for change in changes { _ = AtomicWriter.replace(path(change), with: change.original, expecting: change.output) }
    }

    private func path(_ change: RepositoryMigration.Change) -> String { root + "/" + change.path }
}
