import Foundation
import XCTest

/// `bulk`: three git repositories (one clean, one with uncommitted changes, one with nothing to
/// migrate), migrated as patches, then written and committed on a branch.
final class BulkCommandTests: XCTestCase {
    static let branch = "swiftui-migrate/observation"

    func testPatchesThenBranchesAcrossThreeRepositories() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        let clean = repos.make("repos/clean", files: LegacyFixture.files)
        let dirty = repos.make("repos/dirty", files: LegacyFixture.files)
        let empty = repos.make("repos/empty", files: [("Sources/Plain.swift", "/// Nothing to migrate here.\nstruct Plain {\n    var value = 1\n}\n")])
        workspace.write("repos/dirty/Models/Store.swift", String(decoding: workspace.read("repos/dirty/Models/Store.swift"), as: UTF8.self) + "// work in progress\n")
        workspace.write("repos/dirty/Notes.txt", "untracked\n")
        // Relative to the list's folder; the tool runs from elsewhere.
        workspace.write("repos/list.txt", "# the apps\nclean\ndirty   # someone is working here\n\nempty\n")
        let dirtyBefore = repos.state(dirty)
        let expected = try [clean, dirty, empty].map { try ExpectedFigures(in: $0) }
        XCTAssertTrue(expected[0].changed > 1 && expected[0].warnings > 0, "the fixture must have changes and refusals: \(expected[0])")

        // 1. Patches only: every repository is only read.
        let before = [clean, dirty, empty].map(repos.state)
        let patchRun = CLI.run(["bulk", "--repos", "repos/list.txt", "--out", "out"], in: workspace.path)
        XCTAssertEqual(patchRun.status, 0, patchRun.stderr)
        XCTAssertEqual([clean, dirty, empty].map(repos.state), before, "a bulk run without --apply wrote to a repository")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/out").sorted(),
                       ["clean.diagnostics", "clean.patch", "dirty.diagnostics", "dirty.patch", "summary.json", "summary.md"])
        let patch = String(decoding: workspace.read("out/clean.patch"), as: UTF8.self)
        XCTAssertTrue(patch.hasPrefix("diff --git a/Models/Store.swift b/Models/Store.swift\n"), "paths relative to the repository's root: \(patch)")
        XCTAssertTrue(patch.contains("diff --git a/Views/Windows Line Endings.swift b/Views/Windows Line Endings.swift\n"))
        let patchSummary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(patchSummary.mode, "patch")
        XCTAssertEqual(patchSummary.rows.map(\.name), ["clean", "dirty", "empty"])
        XCTAssertEqual(patchSummary.rows.map(\.status), ["ok", "ok", "ok"])
        for (row, figures) in zip(patchSummary.rows, expected) { figures.assertMatches(row) }
        XCTAssertEqual(patchSummary.rows[2].filesChanged, 0)
        XCTAssertNil(patchSummary.rows[2].patch)
        XCTAssertEqual(patchSummary.rows[2].message, "nothing to migrate")
        patchSummary.assertTotals()
        let markdown = String(decoding: workspace.read("out/summary.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| Repository | Status | Files scanned | Files changed | Edits | Warnings | Failed files | Time | Result |\n| --- |"), markdown)
        XCTAssertTrue(markdown.contains("\n| clean | ok | \(expected[0].scanned) | \(expected[0].changed) | \(expected[0].edits) | \(expected[0].warnings) | 0 | "), markdown)
        XCTAssertTrue(markdown.contains("\n| empty | ok | 1 | 0 | 0 | 0 | 0 | "), markdown)

        // The patch applies to a pristine clone.
        repos.git(["clone", "--quiet", clean, workspace.path + "/pristine"], in: workspace.path)
        repos.git(["apply", "--check", workspace.path + "/out/clean.patch"], in: workspace.path + "/pristine")
        repos.git(["apply", workspace.path + "/out/clean.patch"], in: workspace.path + "/pristine")
        XCTAssertNotEqual(repos.files(clean), repos.files(workspace.path + "/pristine"))

        // 2. --apply --branch: the clean repository gets the branch and one commit, the others nothing.
        let cleanHead = repos.head(clean), emptyHead = repos.head(empty)
        let applyRun = CLI.run(["bulk", "--repos", "repos/list.txt", "--out", "out", "--apply", "--branch", Self.branch], in: workspace.path)
        XCTAssertEqual(applyRun.status, 0, applyRun.stderr)
        XCTAssertEqual(repos.files(clean), repos.files(workspace.path + "/pristine"), "the patch gives what --apply writes")
        XCTAssertEqual(repos.git(["rev-parse", "--abbrev-ref", "HEAD"], in: clean), Self.branch)
        XCTAssertEqual(repos.git(["status", "--porcelain", "--untracked-files=all"], in: clean), "", "exactly the changed files are committed")
        XCTAssertEqual(repos.git(["rev-parse", "HEAD~1"], in: clean), cleanHead)
        XCTAssertEqual(repos.git(["rev-parse", "main"], in: clean), cleanHead, "the starting branch is untouched")
        let committed = repos.git(["diff", "--name-only", "HEAD~1", "HEAD"], in: clean).split(separator: "\n").map(String.init)
        XCTAssertEqual(Set(committed), Set(patch.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)).trimmingCharacters(in: .whitespaces) }))
        let message = repos.git(["log", "-1", "--format=%B"], in: clean)
        XCTAssertTrue(message.hasPrefix("Migrate SwiftUI code with swiftui-migrate (\(expected[0].changed) files)"), message)
        for (id, count) in expected[0].editsByTransform { XCTAssertTrue(message.contains("- \(id): \(count) edit"), message) }
        XCTAssertTrue(message.contains("Transforms run: observable-object, state-object"), message)
        XCTAssertEqual(repos.git(["log", "-1", "--format=%an <%ae>"], in: clean), "Test Author <author@example.com>", "the repository's own identity")

        XCTAssertEqual(repos.state(dirty), dirtyBefore, "the dirty repository was touched")
        XCTAssertFalse(repos.branches(dirty).contains(Self.branch))
        XCTAssertEqual(repos.state(empty), before[2])
        XCTAssertEqual(repos.head(empty), emptyHead)
        XCTAssertFalse(repos.branches(empty).contains(Self.branch), "no branch where nothing changes")

        let applySummary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(applySummary.mode, "apply-branch")
        XCTAssertEqual(applySummary.rows.map(\.status), ["ok", "skipped", "ok"])
        XCTAssertEqual(applySummary.rows[0].commit, repos.git(["rev-parse", "HEAD"], in: clean))
        XCTAssertEqual(applySummary.rows[0].branch, Self.branch)
        XCTAssertEqual(applySummary.rows[0].applied, true)
        expected[0].assertMatches(applySummary.rows[0])
        XCTAssertTrue(applySummary.rows[1].message?.contains("uncommitted changes or untracked files (2: ") ?? false, "\(applySummary.rows[1])")
        XCTAssertEqual(applySummary.rows[1].ran, false)
        XCTAssertNil(applySummary.rows[1].commit)
        XCTAssertNil(applySummary.rows[2].branch)
        applySummary.assertTotals()
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/out/dirty.patch"), "a skipped repository leaves no stale patch")
        XCTAssertTrue(applyRun.stderr.contains("[2/3] dirty: skipped: the work tree has uncommitted changes"), applyRun.stderr)

        // 3. Again: the branch exists now, so the clean repository is refused, untouched.
        let afterApply = repos.state(clean)
        let again = CLI.run(["bulk", "--repos", "repos/list.txt", "--out", "out", "--apply", "--branch", Self.branch], in: workspace.path)
        XCTAssertEqual(again.status, 2, again.stderr)
        XCTAssertEqual(repos.state(clean), afterApply)
        let againSummary = try BulkSummaryDocument(workspace.read("out/summary.json"))
        XCTAssertEqual(againSummary.rows.map(\.status), ["failed", "skipped", "ok"])
        XCTAssertTrue(againSummary.rows[0].message?.hasPrefix("branch \(Self.branch) already exists; nothing was touched") ?? false)
    }
}
