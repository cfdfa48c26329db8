import Foundation
import XCTest

/// Diagnostics with notes on the command line: the primary line keeps its `[transform-id]`, the
/// attached `note:` lines follow it at their own places without one.
final class DiagnosticNoteTests: XCTestCase {
    func testNotesFollowTheirDiagnosticOnStandardError() {
        let workspace = Workspace()
        workspace.write("App/Links.swift", "let a = legacyLink\nlet b = legacyNote\n")
        let run = CLI.run(["--dry-run", "--only", "test-marker", "App"], in: workspace.path, tool: .testbed)
        XCTAssertEqual(run.stderrLines.filter { $0.hasPrefix("App/") }, [
            "App/Links.swift:1:9: warning: legacyLink left alone: the test hook never migrates it [test-marker]",
            "App/Links.swift:2:9: note: legacyNote here",
        ])
    }

    func testExplainListsTheReasons() {
        let workspace = Workspace()
        let run = CLI.run(["explain", "test-marker"], in: workspace.path, tool: .testbed)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.output.hasSuffix("""

            Reasons:
              link-left (refusal): a legacyLink is never migrated
                Rename it by hand.
                Option: --skip test-marker
              held-back-by-target (information): the file's deployment target is older than the rewrite needs
                Raise that target's deployment target in the project, or pass --min-ios, --min-macos, --min-tvos, --min-watchos or --min-visionos if the project file is wrong.
                Option: --min-ios, --min-macos, --min-tvos, --min-watchos, --min-visionos

            """), run.output)
    }
}
