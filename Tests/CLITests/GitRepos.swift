import Foundation
import MigrationDriver
import MigrationKit
import XCTest

/// Git repositories in a test workspace, each with its own committer identity.
struct GitRepos {
    let workspace: Workspace

    init(_ workspace: Workspace) { self.workspace = workspace }

    /// A repository at `relative` holding `files`, committed on `main`; its absolute path.
    @discardableResult
    func make(_ relative: String, files: [(String, String)], identity: Bool = true) -> String {
        for (path, text) in files { workspace.write("\(relative)/\(path)", text) }
        let path = workspace.path + "/" + relative
        git(["init", "--quiet", "--initial-branch=main"], in: path)
        git(["config", "user.name", "Test Author"], in: path)
        git(["config", "user.email", "author@example.com"], in: path)
        git(["add", "--all"], in: path)
        git(["commit", "--quiet", "-m", "Initial"], in: path)
        if !identity {
            git(["config", "--unset", "user.name"], in: path)
            git(["config", "--unset", "user.email"], in: path)
        }
        return path
    }

    /// Runs git in `directory`, failing the test when it fails; its output without the final newline.
    @discardableResult
    func git(_ arguments: [String], in directory: String, environment: [String: String]? = nil) -> String {
        guard let run = Subprocess.run(Subprocess.findOnPath("git") ?? "/usr/bin/git", arguments, in: directory, environment: environment) else {
            XCTFail("git is not available")
            return ""
        }
        XCTAssertEqual(run.status, 0, "git \(arguments.joined(separator: " ")): \(String(decoding: run.standardError, as: UTF8.self))")
        return String(decoding: run.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    func head(_ repo: String) -> String { git(["rev-parse", "HEAD"], in: repo) }

    func branches(_ repo: String) -> [String] { git(["branch", "--format=%(refname:short)"], in: repo).split(separator: "\n").map(String.init) }

    /// Every file of the work tree (not .git) with its content.
    func files(_ repo: String) -> [String: Data] { workspace.contents(relative(repo)) }

    /// What must not change in a repository left alone: its files (content, inode, time), its
    /// status, HEAD and branches.
    func state(_ repo: String) -> RepoState {
        RepoState(files: workspace.snapshot(relative(repo)),
                  status: git(["status", "--porcelain", "--untracked-files=all"], in: repo),
                  head: head(repo), branches: branches(repo))
    }

    /// `repo` (an absolute path in the workspace) relative to the workspace.
    private func relative(_ repo: String) -> String { String(repo.dropFirst(workspace.path.count + 1)) }

    struct RepoState: Equatable {
        var files: [String: Workspace.FileState]
        var status: String
        var head: String
        var branches: [String]
    }
}
