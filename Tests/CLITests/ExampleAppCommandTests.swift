import Foundation
import XCTest

/// The README's first command, `swiftui-migrate --dry-run Examples/LegacyApp`, on a copy.
final class ExampleAppCommandTests: XCTestCase {
    func testDryRunOnTheExampleApp() throws {
        let workspace = Workspace()
        let app = try workspace.exampleApp("Examples/LegacyApp")
        let before = workspace.snapshot(app)
        let run = CLI.run(["--dry-run", app], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.output.hasPrefix("diff --git a/Examples/LegacyApp/Sources/"), run.output)
        XCTAssertTrue(run.stderrLines.contains { $0.contains(": warning: ") }, "the app has code the tool refuses: \(run.stderr)")
        XCTAssertTrue(run.stderrLines.last?.hasPrefix("swiftui-migrate: 24 files scanned: ") ?? false, run.stderr)
        XCTAssertEqual(workspace.snapshot(app), before)
        // Migrating it is a fixed point.
        XCTAssertEqual(CLI.run([app], in: workspace.path).status, 0)
        XCTAssertEqual(CLI.run(["--check", app], in: workspace.path).status, 0)
    }
}
