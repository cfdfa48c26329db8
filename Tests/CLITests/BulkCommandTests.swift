import Foundation
import MigrationKit
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
        let expected = try [clean, dirty, empty].map { try ExpectedFigures(repo: $0) }
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

/// Git repositories in a test workspace, each with its own committer identity.
struct GitRepos {
    let workspace: Workspace

    init(_ workspace: Workspace) { self.workspace = workspace }

    /// A repository at `relative` holding `files`, committed on `main`; its absolute path.
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
    func files(_ repo: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: repo)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".git" { enumerator?.skipDescendants(); continue }
            var info = stat()
            if lstat(repo + "/" + relative, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                result[relative] = FileManager.default.contents(atPath: repo + "/" + relative)
            }
        }
        return result
    }

    /// What must not change in a repository left alone: its files (content, inode, time), its
    /// status, HEAD and branches.
    func state(_ repo: String) -> RepoState {
        let relative = String(repo.dropFirst(workspace.path.count + 1))
        return RepoState(files: workspace.snapshot(relative).filter { !$0.key.hasPrefix(".git/") && $0.key != ".git" },
                         status: git(["status", "--porcelain", "--untracked-files=all"], in: repo),
                         head: head(repo), branches: branches(repo))
    }

    struct RepoState: Equatable {
        var files: [String: Workspace.FileState]
        var status: String
        var head: String
        var branches: [String]
    }
}

/// What a plain `--dry-run --format json` run finds in one repository: the figures its bulk row must hold.
struct ExpectedFigures {
    var scanned: Int
    var changed: Int
    var editsByTransform: [String: Int]
    var warningsByTransform: [String: Int]
    var edits: Int { editsByTransform.values.reduce(0, +) }
    var warnings: Int { warningsByTransform.values.reduce(0, +) }

    init(repo: String) throws {
        let run = CLI.run(["--dry-run", "--format", "json", "."], in: repo)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], run.stderr)
        let counts = try XCTUnwrap(document["counts"] as? [String: Int])
        scanned = counts["scanned"] ?? -1
        changed = counts["changed"] ?? -1
        editsByTransform = (document["editsByTransform"] as? [String: Int] ?? [:]).filter { $0.value > 0 }
        let diagnostics = document["diagnosticsByTransform"] as? [String: [String: Int]] ?? [:]
        warningsByTransform = diagnostics.compactMapValues { $0["warning"] }.filter { $0.value > 0 }
    }

    func assertMatches(_ row: BulkSummaryDocument.Row, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(row.filesScanned, scanned, row.name, file: file, line: line)
        XCTAssertEqual(row.filesChanged, changed, row.name, file: file, line: line)
        XCTAssertEqual(row.editsByTransform, editsByTransform, row.name, file: file, line: line)
        XCTAssertEqual(row.warningsByTransform, warningsByTransform, row.name, file: file, line: line)
        XCTAssertEqual(row.filesFailed, 0, row.name, file: file, line: line)
    }
}

/// `summary.json`, decoded for assertions.
struct BulkSummaryDocument: Decodable {
    struct Row: Decodable {
        var name: String
        var status: String
        var message: String?
        var ran: Bool
        var filesScanned: Int
        var filesChanged: Int
        var filesFailed: Int
        var editsByTransform: [String: Int]
        var warningsByTransform: [String: Int]
        var failures: [[String: String]]
        var patch: String?
        var applied: Bool
        var branch: String?
        var commit: String?
    }

    struct Totals: Decodable {
        var repositories, ok, skipped, failed, filesScanned, filesChanged, filesFailed, edits, warnings: Int
        var editsByTransform: [String: Int]
        var warningsByTransform: [String: Int]
    }

    var mode: String
    var repositories: [Row]
    var totals: Totals
    var rows: [Row] { repositories }

    init(_ data: Data) throws {
        self = try JSONDecoder().decode(BulkSummaryDocument.self, from: data)
    }

    func assertTotals(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(totals.repositories, rows.count, file: file, line: line)
        XCTAssertEqual([totals.ok, totals.skipped, totals.failed], ["ok", "skipped", "failed"].map { s in rows.filter { $0.status == s }.count },
                       file: file, line: line)
        XCTAssertEqual(totals.filesScanned, rows.map(\.filesScanned).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.filesChanged, rows.map(\.filesChanged).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.filesFailed, rows.map(\.filesFailed).reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.editsByTransform, rows.reduce(into: [:]) { $0.merge($1.editsByTransform, uniquingKeysWith: +) }, file: file, line: line)
        XCTAssertEqual(totals.warningsByTransform, rows.reduce(into: [:]) { $0.merge($1.warningsByTransform, uniquingKeysWith: +) }, file: file, line: line)
        XCTAssertEqual(totals.edits, totals.editsByTransform.values.reduce(0, +), file: file, line: line)
        XCTAssertEqual(totals.warnings, totals.warningsByTransform.values.reduce(0, +), file: file, line: line)
    }
}
