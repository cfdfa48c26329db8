import Foundation
import MigrationKit
import XCTest

/// `bulk` when things go wrong: a repository that fails is reported in its row and the others
/// go on; --branch refuses what it must not touch; usage errors stop before any repository.
final class BulkFailureTests: XCTestCase {
    func testAFailingRepositoryIsReportedAndTheOthersGoOn() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        let good = repos.make("good", files: LegacyFixture.files)
        let broken = repos.make("broken", files: LegacyFixture.files + [("Binary.swift", "a\u{0}b")])
        workspace.write("not-a-folder", "x")
        workspace.write("list.txt", "missing\nnot-a-folder\nbroken\ngood\n")
        let brokenBefore = repos.state(broken)

        let run = CLI.run(["bulk", "--repos", "list.txt", "--out", "out", "--apply"], in: workspace.path)
        XCTAssertEqual(run.status, 2, run.stderr)
        let summary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(summary.rows.map(\.status), ["failed", "failed", "failed", "ok"])
        XCTAssertTrue(summary.rows[0].message?.contains("No such file or directory") ?? false, "\(summary.rows[0])")
        XCTAssertTrue(summary.rows[1].message?.hasSuffix("not-a-folder is not a folder") ?? false, "\(summary.rows[1])")
        let row = summary.rows[2]
        XCTAssertEqual(row.filesFailed, 1)
        XCTAssertEqual(row.failures, [["path": "Binary.swift", "message": "binary file (it contains NUL bytes); skipped"]])
        XCTAssertTrue(row.message?.hasPrefix("1 file could not be processed (Binary.swift: binary file") ?? false, "\(row)")
        XCTAssertTrue(row.message?.contains("nothing was written") ?? false)
        XCTAssertFalse(row.applied)
        XCTAssertEqual(repos.state(broken), brokenBefore, "a repository with a failed file gets nothing written")
        XCTAssertNotNil(row.patch, "its patch is still there to review")
        XCTAssertTrue(summary.rows[3].applied)
        XCTAssertNotEqual(repos.git(["status", "--porcelain"], in: good), "", "--apply without --branch writes, and commits nothing")
        XCTAssertEqual(repos.branches(good), ["main"])
        summary.assertTotals()
        XCTAssertTrue(String(decoding: workspace.read("out/summary.md"), as: UTF8.self).contains("\n## Needs attention\n"))
    }

    func testBranchNeedsAGitWorkTreeAndAnIdentity() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        let anonymous = repos.make("anonymous", files: LegacyFixture.files, identity: false)
        workspace.legacyProject("plain")
        workspace.write("home/.keep", "")
        workspace.write("list.txt", "anonymous\nplain\n")
        let before = (repos.state(anonymous), workspace.snapshot("plain"))
        // No global or system configuration: only what the repository itself says.
        let isolated = ["HOME": workspace.path + "/home", "XDG_CONFIG_HOME": workspace.path + "/home", "GIT_CONFIG_NOSYSTEM": "1",
                        "GIT_AUTHOR_NAME": "", "GIT_AUTHOR_EMAIL": "", "GIT_COMMITTER_NAME": "", "GIT_COMMITTER_EMAIL": "", "EMAIL": ""]
        let run = CLI.run(["bulk", "--repos", "list.txt", "--out", "out", "--apply", "--branch", "modern"], in: workspace.path, environment: isolated)
        XCTAssertEqual(run.status, 2, run.stderr)
        let summary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(summary.rows.map(\.status), ["failed", "skipped"])
        XCTAssertTrue(summary.rows[0].message?.hasPrefix("git has no user name and email for this repository") ?? false, "\(summary.rows[0])")
        XCTAssertTrue(summary.rows[1].message?.hasPrefix("not a git work tree, so --branch cannot be honoured") ?? false, "\(summary.rows[1])")
        XCTAssertEqual(repos.state(anonymous), before.0)
        XCTAssertEqual(workspace.snapshot("plain"), before.1)
    }

    /// Without --branch too: a work tree with uncommitted changes or untracked files is skipped
    /// untouched, unless --allow-dirty.
    func testApplySkipsADirtyWorkTreeUnlessAllowed() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        let dirty = repos.make("dirty", files: LegacyFixture.files)
        let untracked = repos.make("untracked", files: LegacyFixture.files)
        let store = String(decoding: workspace.read("dirty/Models/Store.swift"), as: UTF8.self)
        workspace.write("dirty/Models/Store.swift", store + "// work in progress\n")
        workspace.write("untracked/Notes.txt", "untracked\n")
        workspace.write("list.txt", "dirty\nuntracked\n")
        let before = [dirty, untracked].map(repos.state)

        let run = CLI.run(["bulk", "--repos", "list.txt", "--out", "out", "--apply"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual([dirty, untracked].map(repos.state), before, "--apply wrote into a work tree with uncommitted changes")
        let summary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(summary.rows.map(\.status), ["skipped", "skipped"])
        for row in summary.rows {
            XCTAssertTrue(row.message?.hasPrefix("the work tree has uncommitted changes or untracked files (1: ") ?? false, "\(row)")
            XCTAssertTrue(row.message?.contains("(or pass --allow-dirty)") ?? false, "\(row)")
        }

        let allowed = CLI.run(["bulk", "--repos", "list.txt", "--out", "out", "--apply", "--allow-dirty"], in: workspace.path)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(try BulkSummaryDocument(workspace.read("out/summary.json")).rows.map(\.applied), [true, true])
        let written = String(decoding: workspace.read("dirty/Models/Store.swift"), as: UTF8.self)
        XCTAssertTrue(written.contains("@Observable") && written.hasSuffix("// work in progress\n"), written)
        XCTAssertEqual(repos.branches(dirty), ["main"])

        for (arguments, expected) in [(["--allow-dirty"], "--allow-dirty goes with --apply"),
                                      (["--apply", "--branch", "x", "--allow-dirty"], "--allow-dirty does not go with --branch")] {
            let refused = CLI.run(["bulk", "--repos", "list.txt", "--out", "out"] + arguments, in: workspace.path)
            XCTAssertEqual(refused.status, 2)
            XCTAssertTrue(refused.stderr.contains(expected), refused.stderr)
        }
    }

    func testRepositoriesSharingAFolderNameGetTheirOwnPatches() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        repos.make("team-a/App", files: LegacyFixture.files)
        repos.make("team-b/App", files: LegacyFixture.files)
        workspace.write("lists/all.txt", "../team-a/App\n\(workspace.path)/team-b/App\n")
        let run = CLI.run(["bulk", "--repos", "../lists/all.txt", "--out", "out"], in: workspace.path + "/team-a")
        XCTAssertEqual(run.status, 0, run.stderr)
        let summary = try BulkSummaryDocument(workspace.read("team-a/out/summary.json"))
        XCTAssertEqual(summary.rows.map(\.name), ["team-a+App", "team-b+App"])
        XCTAssertEqual(summary.rows.map(\.patch), ["team-a+App.patch", "team-b+App.patch"])
        XCTAssertEqual(workspace.read("team-a/out/team-a+App.patch"), workspace.read("team-a/out/team-b+App.patch"))
    }

    func testUsageErrorsStopBeforeAnyRepository() {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        repos.make("app", files: LegacyFixture.files)
        workspace.write("list.txt", "app\n")
        workspace.write("twice.txt", "app\n./app/\n")
        let cases: [([String], String)] = [
            (["bulk", "--out", "out"], "bulk needs --repos LIST"),
            (["bulk", "--repos", "list.txt"], "bulk needs --out DIR"),
            (["bulk", "--repos", "list.txt", "--out", "out", "--branch", "x"], "--branch goes with --apply"),
            (["bulk", "--repos", "list.txt", "--out", "out", "--apply", "--branch", "bad..name"], "not a valid git branch name"),
            (["bulk", "--repos", "list.txt", "--out", "out", "--dry-run"], "bulk does not take --dry-run"),
            (["bulk", "--repos", "list.txt", "--out", "out", "app"], "bulk takes its repositories from --repos LIST"),
            (["bulk", "--repos", "list.txt", "--out", "app/patches"], "lies inside the repository app (line 1)"),
            (["bulk", "--repos", "twice.txt", "--out", "out"], "names ./app/ twice (lines 1 and 2)"),
            (["bulk", "--repos", "none.txt", "--out", "out"], "cannot read the repository list"),
            (["bulk", "--repos", "list.txt", "--out", "out", "--only", "nope"], "--only: unknown transform 'nope'"),
        ]
        for (arguments, expected) in cases {
            let run = CLI.run(arguments, in: workspace.path)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains(expected), "\(arguments.joined(separator: " ")): \(run.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/out/summary.json"), arguments.joined(separator: " "))
        }
    }
}
