import Foundation
import XCTest

/// Exit 0 success · 1 changes pending with --check · 2 usage error or a file could not be processed.
final class ExitStatusTests: XCTestCase {
    func testSuccessAndPendingChanges() {
        let workspace = Workspace()
        workspace.write("Plain.swift", "struct Plain {}\n")
        XCTAssertEqual(CLI.run(["Plain.swift"], in: workspace.path).status, 0)
        XCTAssertEqual(CLI.run(["--check", "Plain.swift"], in: workspace.path).status, 0)
        // `--check App` (1) and `--dry-run App` (0) on the legacy project: ModeTests.testDryRunAndCheckWriteNothing.
    }

    func testUsageErrorsSayWhatToChange() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let cases: [([String], String)] = [
            (["--frobnicate", "App"], "swiftui-migrate: error: unknown option '--frobnicate'"),
            ([], "swiftui-migrate: error: no paths given: name the files or directories to migrate"),
            (["--only", "observable-objects", "App"], "swiftui-migrate: error: --only: unknown transform 'observable-objects'; valid ids: observable-object, "),
            (["--skip", "nope", "App"], "swiftui-migrate: error: --skip: unknown transform 'nope'; valid ids: "),
            (["--format", "xml", "App"], "swiftui-migrate: error: --format: expected text, json or sarif, got 'xml'"),
            (["--jobs", "0", "App"], "swiftui-migrate: error: --jobs: expected a whole number of 1 or more, got '0'"),
            (["--min-ios", "seventeen", "App"], "swiftui-migrate: error: --min-ios: 'seventeen' is not a version like 17 or 16.4"),
            (["--patch"], "swiftui-migrate: error: --patch needs a value"),
            (["--stdin-path", "A.swift", "App"], "swiftui-migrate: error: --stdin-path reads one file from stdin; do not also give paths (App)"),
            (["explain", "nope"], "swiftui-migrate: error: unknown transform 'nope'; valid ids: observable-object, "),
            (["list", "extra"], "swiftui-migrate: error: list takes no arguments (got extra)"),
        ]
        for (arguments, message) in cases {
            let run = CLI.run(arguments, in: workspace.path)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderrLines.first?.hasPrefix(message) ?? false, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderrLines.last, "run 'swiftui-migrate --help' for usage")
            XCTAssertEqual(run.output, "")
        }
        XCTAssertEqual(workspace.snapshot("App"), before)
    }

    func testHelpListAndExplain() {
        let workspace = Workspace()
        let help = CLI.run(["--help"], in: workspace.path)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--dry-run") && help.output.contains("--assume-observable"))
        let list = CLI.run(["list"], in: workspace.path)
        XCTAssertEqual(list.status, 0)
        let table = list.output.components(separatedBy: "\n\n")[0]
        let ids = table.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(ids, ["observable-object", "state-object", "observed-object", "environment-object", "navigation-stack", "sheet-item",
                             "toolbar", "alert-dialog", "preview-macro", "on-change", "foreground-style", "clip-shape", "deprecated-modifiers",
                             "environment-entry", "tab-view"])
        XCTAssertTrue(list.output.contains("\ngroups (for --only and --skip):\n"), list.output)
        XCTAssertTrue(list.output.contains("  deprecations  toolbar, preview-macro, on-change, foreground-style, clip-shape, deprecated-modifiers, environment-entry"), list.output)
        XCTAssertTrue(list.output.contains("iOS 17, macOS 14"))
        for id in ids {
            let explain = CLI.run(["explain", id], in: workspace.path)
            XCTAssertEqual(explain.status, 0)
            XCTAssertTrue(explain.output.hasPrefix("\(id): "), explain.output)
        }
    }
}
