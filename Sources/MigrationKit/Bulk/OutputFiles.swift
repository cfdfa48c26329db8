import Foundation

/// A repository's files in the bulk output folder: `<name>.patch` and `<name>.diagnostics`.
/// A file with nothing to say is removed, so a folder reused across runs holds no stale patch.
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
        guard AtomicWriter.writeScratch(path, Array(text.utf8)) else {
            throw FileProblem("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        return file
    }

    /// Removes both files (a repository that was not run has none).
    func clear() {
        for suffix in ["patch", "diagnostics"] { unlink(directory + "/" + name + "." + suffix) }
    }
}

/// Writes a repository's changed files, all or none: when one cannot be written, those
/// written before it get their original content back.
struct WrittenFiles {
    let root: String

    /// Nil when every file was written; else why not (after restoring the others).
    func write(_ changes: [RepositoryMigration.Change]) -> String? {
        for (k, change) in changes.enumerated() {
            if let problem = AtomicWriter.replace(path(change), with: change.output, expecting: change.original) {
                restore(changes[..<k])
                return "cannot write \(change.path): \(problem.message); the files written before it were restored, nothing else was touched"
            }
        }
        return nil
    }

    /// Puts the original content back into the files that still hold the migrated content.
    func restore<Changes: Collection>(_ changes: Changes) where Changes.Element == RepositoryMigration.Change {
        for change in changes { _ = AtomicWriter.replace(path(change), with: change.original, expecting: change.output) }
    }

    private func path(_ change: RepositoryMigration.Change) -> String { root + "/" + change.path }
}
