/// The checks made before `--branch` may change a repository; each is read-only.
enum BranchPreflight {
    struct Refusal {
        let message: String
        /// True when the repository is skipped (left alone on purpose) rather than failed.
        let skips: Bool
    }

    /// Why the repository must not get the branch, or nil when it may.
    static func check(_ git: GitRepository?, branch: String) -> Refusal? {
        guard let git = git else {
            return Refusal(message: "not a git work tree, so --branch cannot be honoured; nothing was touched", skips: true)
        }
        let entries: [String]
        do { entries = try git.statusEntries() } catch { return Refusal(message: "\(error); nothing was touched", skips: false) }
        if !entries.isEmpty {
            let shown = entries.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
            return Refusal(message: "the work tree has uncommitted changes or untracked files (\(entries.count): \(shown)); "
                + "nothing was touched: commit, stash or remove them yourself, then run again", skips: true)
        }
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
