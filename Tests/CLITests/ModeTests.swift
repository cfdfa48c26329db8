import Foundation
import XCTest

/// The modes: in place, --dry-run, --patch, --check, --stdin-path, and what they write.
final class ModeTests: XCTestCase {
    func testDryRunAndCheckWriteNothing() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let dryRun = CLI.run(["--dry-run", "App"], in: workspace.path)
        XCTAssertEqual(dryRun.status, 0, dryRun.stderr)
        XCTAssertTrue(dryRun.output.hasPrefix("diff --git a/App/"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("\n@@ -"))
        XCTAssertEqual(workspace.snapshot("App"), before)

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

        let gitApply = Process.run("git", ["apply", "--whitespace=nowarn", "../changes.patch"], in: workspace.path + "/git")
        XCTAssertEqual(gitApply.status, 0, gitApply.output)
        XCTAssertEqual(workspace.contents("git"), migrated)
        let patchApply = Process.run("patch", ["-p1", "--batch", "-i", "../changes.patch"], in: workspace.path + "/patch")
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
        func edits(_ arguments: [String]) throws -> [String: Int] {
            let run = CLI.run(["--dry-run", "--format", "json"] + arguments + ["App"], in: workspace.path)
            let document = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
            return document?["editsByTransform"] as? [String: Int] ?? [:]
        }
        let ids = CLI.run(["list"], in: workspace.path).output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertFalse(ids.isEmpty)
        // The first transform in pipeline order that edits the fixture needs no other to run first.
        let all = try edits([])
        let first = try XCTUnwrap(ids.first { all[$0] != nil })
        XCTAssertEqual(Set(try edits(["--only", first]).keys), [first])
        XCTAssertFalse(try edits(["--skip", first]).keys.contains(first))
        // Too old a deployment target stops every transform, and the summary says so once for each.
        let old = CLI.run(["--dry-run", "--min-ios", "13", "--min-macos", "10.15", "App"], in: workspace.path)
        XCTAssertEqual(old.output, "")
        for id in ids {
            XCTAssertEqual(old.stderr.components(separatedBy: "not run: \(id) (").count, 2, old.stderr)
        }
        XCTAssertTrue(old.stderr.contains("the deployment targets are iOS 13 / macOS 10.15"), old.stderr)
    }
}

extension Process {
    /// Runs a tool from PATH in `directory`, with stdout and stderr together.
    static func run(_ tool: String, _ arguments: [String], in directory: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try! process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
