import Foundation
import MigrationDriver
import MigrationKit
import XCTest

/// SIGINT and SIGTERM while a run writes in place: it stops, removes its temporary files and
/// scratch folders, says what it had written, and exits 130 or 143. Files are written in two
/// steps, so every file is its original or its migrated version. A scratch folder left by a
/// process that is gone (killed outright) is removed by the next run.
final class InterruptionTests: XCTestCase {
    private let copies = 5

    private func project(_ name: String, in workspace: Workspace) {
        for k in 0..<copies { workspace.legacyProject("\(name)/App\(k)") }
    }

    /// The signal comes while the run verifies its results with swiftc (a stand-in compiler that
    /// says it started, then waits): the interruption ends swiftc and removes the scratch folder,
    /// which must not make any file look failed after the interruption's line.
    func testASignalMidRunLeavesEveryFileWholeAndNoTemporary() throws {
        let workspace = Workspace()
        let scratch = workspace.path + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let started = workspace.path + "/swiftc-started"
        let swiftc = workspace.write("bin/swiftc", "#!/bin/sh\n: > '\(started)'\nexec sleep 120\n")
        XCTAssertEqual(chmod(swiftc, 0o755), 0)
        let environment = ["TMPDIR": scratch, "SWIFTC": swiftc]
        project("reference", in: workspace)
        let originals = workspace.contents("reference")

        for (k, signal) in [SIGINT, SIGTERM].enumerated() {
            let name = "run\(k)"
            project(name, in: workspace)
            unlink(started)
            let process = try ToolProcess([name], in: workspace.path, environment: environment)
            guard waitFor(started) else { XCTFail("\(name) never started swiftc"); process.send(SIGKILL); _ = process.wait(); continue }
            process.send(signal)
            let run = process.wait()
            XCTAssertEqual(run.status, 128 + signal, run.stderr)
            XCTAssertEqual(run.stderrLines.filter { $0.contains("swiftc") }, [], "a file reported failed by the interrupted check")
            let note = run.stderrLines.last ?? ""
            XCTAssertTrue(note.hasPrefix("swiftui-migrate: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): nothing was written"), note)
            XCTAssertEqual(workspace.contents(name), originals, "\(name) was interrupted before it wrote")
            XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: workspace.path + "/" + name).filter { $0.contains(".swiftui-migrate-") }, [],
                           "temporary files left in \(name)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch), [], "scratch folders left after \(name)")
        }
    }

    func testARunRemovesTheScratchFoldersOfProcessesThatAreGone() throws {
        guard CompilerParseCheck.fromEnvironment() != nil else { throw XCTSkip("swiftc is not on PATH: the run makes no scratch folder") }
        let workspace = Workspace()
        workspace.legacyProject()
        let gone = try endedProcessID()
        let alive = getpid()
        for folder in ["swiftui-migrate-check-\(gone)-1234", "swiftui-migrate-run-\(gone)-AbCdEf/batch-1",
                       "swiftui-migrate-run-\(alive)-KeepMe/batch-1", "unrelated"] {
            workspace.write("scratch/\(folder)/0.swift", "struct Copy {}\n")
        }
        let run = CLI.run(["--dry-run", "App"], in: workspace.path, environment: ["TMPDIR": workspace.path + "/scratch"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/scratch").sorted(),
                       ["swiftui-migrate-run-\(alive)-KeepMe", "unrelated"])
    }

    /// Waits until `path` exists (the stand-in compiler started).
    private func waitFor(_ path: String, seconds: TimeInterval = 120) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while access(path, F_OK) != 0 {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }

    /// The id of a process that has ended.
    private func endedProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
