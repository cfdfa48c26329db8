import Foundation
import MigrationDriver
import MigrationKit
import XCTest

/// SIGINT and SIGTERM while a run writes in place: it stops, removes its temporary files and
/// scratch folders, says what it had written, and exits 130 or 143. Files are written in two
/// steps, so every file is its original or its migrated version. A scratch folder left by a
/// process that is gone (killed outright) is removed by the next run.
final class InterruptionTests: XCTestCase {
    private let copies = 30

    private func project(_ name: String, in workspace: Workspace) {
        for k in 0..<copies { workspace.legacyProject("\(name)/App\(k)") }
    }

    func testASignalMidRunLeavesEveryFileWholeAndNoTemporary() throws {
        let workspace = Workspace()
        let scratch = workspace.path + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let environment = ["TMPDIR": scratch]
        project("reference", in: workspace)
        let originals = workspace.contents("reference")
        let started = Date()
        let reference = try ToolProcess.run(["reference"], in: workspace.path, environment: environment)
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(reference.status, 0, reference.stderr)
        let migrated = workspace.contents("reference")
        XCTAssertNotEqual(migrated, originals)

        var interrupted = 0
        for (k, (signal, moment)) in [(SIGINT, 0.4), (SIGTERM, 0.95)].enumerated() {
            let name = "run\(k)"
            project(name, in: workspace)
            let process = try ToolProcess([name], in: workspace.path, environment: environment)
            waitUntilMidRun(scratch: scratch, orFor: duration * moment)
            process.send(signal)
            let run = process.wait()
            let contents = workspace.contents(name)
            XCTAssertEqual(contents.count, originals.count)
            for (relative, content) in contents {
                XCTAssertTrue(content == originals[relative] || content == migrated[relative], "\(name)/\(relative) is neither the original nor the migrated file")
            }
            XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: workspace.path + "/" + name).filter { $0.contains(".swiftui-migrate-") }, [],
                           "temporary files left in \(name)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch), [], "scratch folders left after \(name)")
            guard run.status != 0 else {
                XCTAssertEqual(contents, migrated, "\(name) ended before the signal")
                continue
            }
            interrupted += 1
            XCTAssertEqual(run.status, 128 + signal, run.stderr)
            let note = run.stderrLines.last ?? ""
            XCTAssertTrue(note.hasPrefix("swiftui-migrate: interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): "), note)
            if note.hasSuffix(": nothing was written") { XCTAssertEqual(contents, originals, "\(name) wrote files, yet said it did not") }
        }
        XCTAssertGreaterThan(interrupted, 0, "every run ended before its signal: the test did not interrupt anything")
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

    /// Waits until the run has made its scratch folder (it is past indexing and verifies its
    /// results; only with swiftc on PATH), or for `seconds`, whichever comes first: a fixed delay
    /// alone lets a loaded machine end the run before the signal.
    private func waitUntilMidRun(scratch: String, orFor seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: scratch), !entries.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.005)
        }
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
