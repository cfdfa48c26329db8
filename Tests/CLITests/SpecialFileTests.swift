import Foundation
import XCTest

/// Named pipes and devices are refused with a one-line error naming them, before anything
/// waits to read them, whether named on the command line or found in a folder, in every mode:
/// a run never waits for a writer that will not come (a hang fails the test within its limit).
final class SpecialFileTests: XCTestCase {
    private let refusal = "error: not a regular file (a named pipe); skipped"

    func testNamedPipesAreRefusedInEveryModeAndTheRestIsMigrated() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        XCTAssertEqual(mkfifo(workspace.path + "/Named.swift", 0o644), 0)
        XCTAssertEqual(mkfifo(workspace.path + "/App/Views/Walked.swift", 0o644), 0)
        let before = workspace.snapshot("App")
        let modes: [[String]] = [["--dry-run"], ["--check"], ["--patch", "out.patch"], ["--format", "json", "--dry-run"], ["report"], []]
        for mode in modes {
            let run = try ToolProcess.run(mode + ["--no-verify", "Named.swift", "App"], in: workspace.path, limit: 60)
            let shown = mode.joined(separator: " ")
            XCTAssertEqual(run.status, 2, "\(shown): \(run.stderr)")
            let said = run.stderr + run.output
            XCTAssertTrue(said.contains("Named.swift") && said.contains("App/Views/Walked.swift") && said.contains("not a regular file (a named pipe); skipped"),
                          "\(shown): \(said)")
            if mode.isEmpty || mode == ["--dry-run"] {
                XCTAssertEqual(run.stderrLines.filter { $0.contains(": error: ") },
                               ["Named.swift:1:1: \(refusal)", "App/Views/Walked.swift:1:1: \(refusal)"], shown)
            }
        }
        XCTAssertNotEqual(workspace.contents("App"), before.mapValues(\.content), "the other files are still migrated in place")
        let parse = try ToolProcess.run(["parse", "Named.swift"], in: workspace.path, limit: 60)
        XCTAssertEqual(parse.status, 2)
        XCTAssertTrue(parse.stderr.contains("Named.swift: not a regular file (a named pipe); skipped"), parse.stderr)
    }

    func testADeviceNamedOnTheCommandLineIsRefused() throws {
        let workspace = Workspace()
        let run = try ToolProcess.run(["--dry-run", "/dev/zero"], in: workspace.path, limit: 60)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("/dev/zero:1:1: error: not a regular file (a character device); skipped"), run.stderr)
    }

    func testBulkRefusesANamedPipeInARepository() throws {
        let workspace = Workspace()
        workspace.legacyProject("plain")
        XCTAssertEqual(mkfifo(workspace.path + "/plain/Views/Walked.swift", 0o644), 0)
        workspace.write("list.txt", "plain\n")
        let run = try ToolProcess.run(["bulk", "--repos", "list.txt", "--out", "out"], in: workspace.path, limit: 60)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("(Views/Walked.swift: not a regular file (a named pipe); skipped)"), run.stderr)
    }
}
