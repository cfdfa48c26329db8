import Foundation
import TestSupport
import XCTest

/// The modes: in place, --dry-run, --patch, --check, --stdin-path, and what they write.
final class ModeTests: XCTestCase {
    /// Also the summary line, --quiet and --color on the dry run.
    func testDryRunAndCheckWriteNothing() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let dryRun = CLI.run(["--dry-run", "App"], in: workspace.path)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.output.hasPrefix("diff --git a/App/"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("\n@@ -"))
        XCTAssertEqual(workspace.snapshot("App"), before)
        let summary = dryRun.stderrLines.last ?? ""
        XCTAssertTrue(summary.hasPrefix("swiftui-migrate: 7 files scanned: "), summary)
        XCTAssertTrue(summary.contains(" unchanged, 0 failed; 2 diagnostics; "), summary)
        XCTAssertLessThanOrEqual(summary.count, 200, summary)
        XCTAssertTrue(summary.contains("; platforms: "), summary)
        XCTAssertTrue(summary.hasSuffix(" s"), summary)
        let quiet = CLI.run(["--dry-run", "--quiet", "App"], in: workspace.path)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.output, dryRun.output)
        let colored = CLI.run(["--dry-run", "--color", "always", "App"], in: workspace.path)
        XCTAssertTrue(colored.output.contains("\u{1B}[32m+"))

        let check = CLI.run(["--check", "App"], in: workspace.path)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertEqual(check.output, "")
        XCTAssertTrue(check.stderrLines.last?.contains("would change") ?? false, check.stderr)
        let checkAndShow = CLI.run(["--check", "--dry-run", "App"], in: workspace.path)
        XCTAssertEqual(checkAndShow.status, 1)
        XCTAssertEqual(checkAndShow.output, dryRun.output)
        XCTAssertEqual(workspace.snapshot("App"), before)
    }

    /// The patch, applied by `git apply` or `patch -p1` to a pristine copy, gives exactly the
    /// tree the in-place run writes; the dry run prints that same patch.
    func testPatchOnAPristineCopyGivesTheInPlaceTree() throws {
        let workspace = Workspace()
        workspace.legacyProject("inplace/App")
        workspace.copy("inplace", to: "git")
        workspace.copy("inplace", to: "patch")
        let inplace = workspace.path + "/inplace"
        let pristine = workspace.snapshot("inplace")

        let patchRun = CLI.run(["--patch", "../changes.patch", "App"], in: inplace)
        XCTAssertEqual(patchRun.status, 0, patchRun.stderr)
        XCTAssertEqual(patchRun.output, "")
        XCTAssertEqual(workspace.snapshot("inplace"), pristine, "--patch wrote to the project")
        let patch = String(decoding: workspace.read("changes.patch"), as: UTF8.self)
        XCTAssertTrue(patch.contains("diff --git a/App/Views/Windows Line Endings.swift b/App/Views/Windows Line Endings.swift\n"), patch)
        XCTAssertEqual(CLI.run(["--dry-run", "--color", "never", "App"], in: inplace).output, patch)

        let inPlaceRun = CLI.run(["App"], in: inplace)
        XCTAssertEqual(inPlaceRun.status, 0, inPlaceRun.stderr)
        let migrated = workspace.contents("inplace")
        XCTAssertNotEqual(migrated, workspace.contents("git"), "the fixture must have something to migrate")

        let env = URL(fileURLWithPath: "/usr/bin/env")   // runs a tool from PATH
        let gitApply = Toolchain.run(env, ["git", "apply", "--whitespace=nowarn", "../changes.patch"], currentDirectory: URL(fileURLWithPath: workspace.path + "/git"))
        XCTAssertEqual(gitApply.status, 0, gitApply.output)
        XCTAssertEqual(workspace.contents("git"), migrated)
        let patchApply = Toolchain.run(env, ["patch", "-p1", "--batch", "-i", "../changes.patch"], currentDirectory: URL(fileURLWithPath: workspace.path + "/patch"))
        XCTAssertEqual(patchApply.status, 0, patchApply.output)
        XCTAssertEqual(workspace.contents("patch"), migrated)
    }

    func testASecondRunChangesNothing() {
        let workspace = Workspace()
        workspace.legacyProject()
        XCTAssertEqual(CLI.run(["App"], in: workspace.path).status, 0)
        let once = workspace.snapshot("App")
        let check = CLI.run(["--check", "App"], in: workspace.path)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderrLines.last?.contains(" 0 would change,") ?? false, check.stderr)
        XCTAssertEqual(CLI.run(["App"], in: workspace.path).status, 0)
        XCTAssertEqual(workspace.snapshot("App"), once)
    }

    func testInPlaceKeepsPermissions() {
        let workspace = Workspace()
        workspace.legacyProject()
        let file = workspace.path + "/App/Views/ContentView.swift"
        chmod(file, 0o600)
        XCTAssertEqual(CLI.run(["App"], in: workspace.path).status, 0)
        var info = stat()
        stat(file, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/App/Views").contains { $0.hasPrefix(".") })
    }

    func testStdinPathMigratesStdinWithTheProjectIndex() {
        let workspace = Workspace()
        workspace.legacyProject()
        let onDisk = workspace.snapshot("App")
        let source = String(decoding: workspace.read("App/Views/ContentView.swift"), as: UTF8.self)
        let run = CLI.run(["--stdin-path", "App/Views/ContentView.swift", "--project", "App"], in: workspace.path, stdin: source)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNotEqual(run.output, source)
        XCTAssertFalse(run.stderr.contains("scanned"), "no summary line in stdin mode: \(run.stderr)")
        XCTAssertEqual(workspace.snapshot("App"), onDisk)
        // The result is what the in-place run writes for that file.
        XCTAssertEqual(CLI.run(["App"], in: workspace.path).status, 0)
        XCTAssertEqual(run.output, String(decoding: workspace.read("App/Views/ContentView.swift"), as: UTF8.self))

        let check = CLI.run(["--stdin-path", "New.swift", "--check"], in: workspace.path, stdin: source)
        XCTAssertEqual(check.status, 1)
        let bad = CLI.run(["--stdin-path", "New.swift"], in: workspace.path, stdin: "let a = \"\u{FFFD}\"\u{0}\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.output, "let a = \"\u{FFFD}\"\u{0}\n", "the source comes back unchanged")
        XCTAssertEqual(bad.stderrLines, ["New.swift:1:1: error: binary file (it contains NUL bytes); skipped"])
    }

    func testOnlySkipAndDeploymentTargets() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        func run(_ arguments: [String]) throws -> [String: Any] {
            let run = CLI.run(["--dry-run", "--format", "json"] + arguments + ["App"], in: workspace.path, tool: .testbed)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        }
        func edits(_ arguments: [String]) throws -> [String: Int] { try run(arguments)["editsByTransform"] as? [String: Int] ?? [:] }
        let all = try run([])
        let ids = try XCTUnwrap((all["transforms"] as? [String: Any])?["run"] as? [String])
        XCTAssertEqual(ids.last, "test-marker")
        // The first transform in pipeline order that edits the fixture needs no other to run first.
        let edited = try XCTUnwrap(all["editsByTransform"] as? [String: Int])
        let first = try XCTUnwrap(ids.first { edited[$0] != nil })
        XCTAssertEqual(Set(try edits(["--only", first]).keys), [first])
        XCTAssertFalse(try edits(["--skip", first]).keys.contains(first))
        XCTAssertEqual(try edits(["--only", "test-marker"]), ["test-marker": 4])
        // Too old a deployment target stops every transform, and the summary says so once, in a
        // few words (the list of every transform would make it longer than the summary may be):
        // those that had something to do in the files.
        let old = CLI.run(["--dry-run", "--min-ios", "12", "--min-macos", "10.14", "App"], in: workspace.path, tool: .testbed)
        XCTAssertEqual(old.output, "")
        let summary = #"; deployment targets: iOS 12, macOS 10\.14 hold back \d+ transforms in 7 of 7 files \(see report\); "#
        XCTAssertNotNil(old.stderr.range(of: summary, options: .regularExpression), old.stderr)
    }

    /// A file whose result no longer parses (with swiftc, when on PATH) is not written, and the
    /// error names the transforms that edited it.
    func testAResultThatDoesNotParseIsNotWritten() {
        let workspace = Workspace()
        workspace.legacyProject()
        let broken = "struct Broken {\n    let legacyMarker = 1\n    let breakThisFile = true\n}\n"
        workspace.write("App/Broken.swift", broken)
        let run = CLI.run(["App"], in: workspace.path, tool: .testbed)
        XCTAssertEqual(run.status, 2)
        let errors = run.stderrLines.filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, run.stderr)
        XCTAssertTrue(errors[0].hasPrefix("App/Broken.swift:1:1: error: the migrated file "), errors[0])
        XCTAssertTrue(errors[0].contains("test-marker"), errors[0])
        XCTAssertEqual(String(decoding: workspace.read("App/Broken.swift"), as: UTF8.self), broken)
        XCTAssertTrue(String(decoding: workspace.read("App/Views/NoFinalNewline.swift"), as: UTF8.self).contains("modernMarker"))
    }
}
