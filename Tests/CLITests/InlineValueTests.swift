import Foundation
import XCTest

/// `--name=value` means `--name value` for every option, and nothing for a switch.
final class InlineValueTests: XCTestCase {
    func testSwitchesRefuseAValue() {
        assertUsageErrors([
            (["--dry-run=no", "App"], "swiftui-migrate: error: --dry-run takes no value (got '--dry-run=no')"),
            (["--dry-run", "--strict=false", "App"], "swiftui-migrate: error: --strict takes no value (got '--strict=false')"),
            (["bulk", "--repos", "repos.txt", "--out", "out", "--apply=yes"], "swiftui-migrate: error: --apply takes no value (got '--apply=yes')"),
        ])
    }

    func testAMissingValueIsAUsageError() {
        assertUsageErrors([
            (["App", "--only"], "swiftui-migrate: error: --only needs a value"),
            (["App", "--jobs"], "swiftui-migrate: error: --jobs needs a value"),
            (["report", "App", "--top"], "swiftui-migrate: error: --top needs a value"),
            // Nothing after `--` is an option, nor the value of one.
            (["report", "App", "--top", "--", "5"], "swiftui-migrate: error: --top needs a value"),
        ])
    }

    /// Each run (on the legacy project) exits 2 with `message` as its first line on stderr.
    private func assertUsageErrors(_ cases: [(arguments: [String], message: String)], file: StaticString = #filePath, line: UInt = #line) {
        let workspace = Workspace()
        workspace.legacyProject()
        for (arguments, message) in cases {
            let run = CLI.run(arguments, in: workspace.path)
            XCTAssertEqual(run.status, 2, "\(arguments)", file: file, line: line)
            XCTAssertEqual(run.stderrLines.first, message, "\(arguments): \(run.stderr)", file: file, line: line)
        }
    }

    func testAValueIsTakenAsWritten() {
        let workspace = Workspace()
        workspace.legacyProject()
        // The value of --exclude starts with `--` and holds `=`: it is a pattern, not an option.
        let run = CLI.run(["--dry-run", "--exclude", "--generated=1", "--jobs=1", "App"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}
