import MigrationKit

/// The checks made before `--apply` may change a repository; each is read-only.
enum ApplyPreflight {
    struct Refusal {
        let message: String
        /// True when the repository is skipped (left alone on purpose) rather than failed.
        let skips: Bool
    }

    /// Why the repository must not be written (or get `branch`), or nil when it may.
    ///
    /// A git work tree with uncommitted changes or untracked files is skipped, unless
    /// `allowsDirty` (never with a branch: its commit would take those changes along). With a
    /// branch, the folder must be a git work tree, the branch must not exist yet, and git must
    /// have an identity to commit with. A folder outside git is written as it is.
    static func check(_ git: GitRepository?, branch: String?, allowsDirty: Bool) -> Refusal? {
        guard let git = git else {
            guard branch != nil else { return nil }
            return Refusal(message: "not a git work tree, so --branch cannot be honoured; nothing was touched", skips: true)
        }
        if branch != nil || !allowsDirty {
            let entries: [String]
            do { entries = try git.statusEntries() } catch { return Refusal(message: "\(error); nothing was touched", skips: false) }
            if !entries.isEmpty {
                let shown = entries.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
                return Refusal(message: "the work tree has uncommitted changes or untracked files (\(entries.count): \(shown)); "
                    + "nothing was touched: commit, stash or remove them yourself\(branch == nil ? " (or pass --allow-dirty)" : ""), then run again",
                    skips: true)
            }
        }
        guard let branch = branch else { return nil }
        if git.hasBranch(branch) {
            return Refusal(message: "branch \(branch) already exists; nothing was touched (delete it, or choose another --branch)", skips: false)
        }
        do { try git.requireIdentity() } catch {
            return Refusal(message: "git has no user name and email for this repository (\(error)); nothing was touched: "
                + "set them with git config user.name / user.email, then run again", skips: false)
        }
        return nil
    }
}
