import Foundation
import MigrationKit

/// The git commands a bulk run needs, run in one work tree through `Subprocess`. Nothing here
/// stashes, resets or overwrites: the only commands that change a repository are `switch -c`
/// (a new branch at the current commit), `add` of named files and `commit`.
public struct GitRepository {
    /// A git command that failed, with what git said.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The `git` executable.
    public let git: String
    /// The work tree's top folder, as git gives it.
    public let root: String

    /// The work tree holding `directory`, or nil when it is in none (or git is missing).
    public init?(containing directory: String, git: String? = Subprocess.findOnPath("git")) {
        guard let git = git,
              let output = Subprocess.run(git, ["-C", directory, "rev-parse", "--show-toplevel"]), output.exitedNormally, output.status == 0
        else { return nil }
        let top = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !top.isEmpty else { return nil }
        self.git = git
        self.root = top
    }

    /// True when `name` is a valid branch name (`git check-ref-format --branch`).
    public static func isValidBranchName(_ name: String, git: String? = Subprocess.findOnPath("git")) -> Bool {
        guard let git = git, !name.hasPrefix("-"), let output = Subprocess.run(git, ["check-ref-format", "--branch", name]) else { return false }
        return output.exitedNormally && output.status == 0
    }

    /// `git status --porcelain` entries, untracked files included: empty when the work tree is clean.
    public func statusEntries() throws -> [String] {
        let output = try run(["status", "--porcelain", "--untracked-files=all"])
        return output.split(separator: "\n").map(String.init)
    }

    /// True when a local branch `name` exists.
    public func hasBranch(_ name: String) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "refs/heads/" + name])) != nil
    }

    /// Fails unless git has an author and committer identity from its configuration or the
    /// `GIT_AUTHOR_*` / `GIT_COMMITTER_*` variables: git is never left to guess one.
    public func requireIdentity() throws {
        _ = try run(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"])
        _ = try run(["-c", "user.useConfigOnly=true", "var", "GIT_COMMITTER_IDENT"])
    }

    /// Creates branch `name` at the current commit and switches to it; changes in the work
    /// tree stay as they are.
    public func createBranch(_ name: String) throws {
        _ = try run(["switch", "--quiet", "--create", name])
    }

    /// Stages exactly `paths` (relative to the root, taken literally) and commits them with
    /// `message`; returns the new commit's id. Hooks run as for any commit.
    public func commit(_ paths: [String], message: String) throws -> String {
        _ = try run(["--literal-pathspecs", "add", "--"] + paths)
        _ = try run(["-c", "user.useConfigOnly=true", "commit", "--quiet", "--file", "-"], input: message)
        return try run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `git -C root ARGUMENTS`; its standard output, or a failure with what git said.
    private func run(_ arguments: [String], input: String? = nil) throws -> String {
        guard let output = Subprocess.run(git, ["-C", root] + arguments, input: input.map { Data($0.utf8) }) else {
            throw Failure(description: "could not run \(git)")
        }
        guard output.exitedNormally, output.status == 0 else {
            let said = String(decoding: output.standardError, as: UTF8.self)
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let last = said.last(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) ?? said.last ?? "exit status \(output.status)"
            throw Failure(description: "git \(arguments.first(where: { !$0.hasPrefix("-") && !$0.contains("=") }) ?? "") failed: \(last)")
        }
        return String(decoding: output.standardOutput, as: UTF8.self)
    }
}
