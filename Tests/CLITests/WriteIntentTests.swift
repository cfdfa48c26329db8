import Foundation
import XCTest

/// A run writes only what its mode asks for (issue 32): a report format is no request to write,
/// a path that is not there stops the run before anything is read, and a patch goes only where
/// a patch can go.
final class WriteIntentTests: XCTestCase {
    func testAMachineFormatWritesOnlyWithInPlace() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        for format in ["json", "sarif"] {
            let run = CLI.run(["--format", format, "App"], in: workspace.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(workspace.snapshot("App"), before, "--format \(format) wrote files")
            XCTAssertTrue(run.output.hasPrefix("{"), run.output)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: CLI.run(["--format", "json", "App"], in: workspace.path).stdout) as? [String: Any])
        XCTAssertEqual(json["mode"] as? String, "dry-run")
        let check = CLI.run(["--check", "App"], in: workspace.path)
        XCTAssertEqual(check.status, 1, "the sarif run must leave the gate's work to do: \(check.stderr)")

        let inPlace = CLI.run(["--format", "sarif", "--in-place", "App"], in: workspace.path)
        XCTAssertEqual(inPlace.status, 0, inPlace.stderr)
        XCTAssertNotEqual(workspace.snapshot("App"), before)
        XCTAssertEqual(CLI.run(["--check", "App"], in: workspace.path).status, 0)
    }

    func testInPlaceWithAModeThatWritesNothingIsAUsageError() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        for mode in [["--dry-run"], ["--check"], ["--patch", "x.patch"]] {
            let run = CLI.run(["--in-place"] + mode + ["App"], in: workspace.path)
            XCTAssertEqual(run.status, 2, "\(mode)")
            XCTAssertTrue(run.stderr.contains("--in-place writes the changed files; it cannot be combined with \(mode[0])"), run.stderr)
        }
        XCTAssertEqual(workspace.snapshot("App"), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/x.patch"))
    }

    func testAMissingPathOrAMisspelledSubcommandStopsBeforeAnythingIsWritten() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let misspelled = CLI.run(["reprot", "App"], in: workspace.path)
        XCTAssertEqual(misspelled.status, 2)
        XCTAssertEqual(misspelled.stderrLines.first,
                       "swiftui-migrate: error: no such file or directory: 'reprot'; did you mean the subcommand 'report'? (nothing was read or written)")
        let missing = CLI.run(["App", "Missing.swift"], in: workspace.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines.first, "swiftui-migrate: error: no such file or directory: 'Missing.swift' (nothing was read or written)")
        let project = CLI.run(["--project", "Nowhere", "App"], in: workspace.path)
        XCTAssertEqual(project.status, 2)
        XCTAssertTrue(project.stderr.contains("--project: no such file or directory: 'Nowhere'"), project.stderr)
        XCTAssertEqual(workspace.snapshot("App"), before)
    }

    func testAPatchNamedWithOneCharacterIsWritten() {
        let workspace = Workspace()
        workspace.legacyProject()
        for name in ["a", "~"] {
            let run = CLI.run(["--patch", name, "App"], in: workspace.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(String(decoding: workspace.read(name), as: UTF8.self).hasPrefix("diff --git a/App/"), name)
        }
    }

    func testAPatchStreamsToDevicesPipesAndStandardOutput() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let dryRun = CLI.run(["--dry-run", "--color", "never", "App"], in: workspace.path).output
        let dash = CLI.run(["--patch", "-", "App"], in: workspace.path)
        XCTAssertEqual(dash.status, 0, dash.stderr)
        XCTAssertEqual(dash.output, dryRun)
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/stdout.patch", withDestinationPath: "/proc/self/fd/1")
        let linked = CLI.run(["--patch", "stdout.patch", "App"], in: workspace.path)
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(linked.output, dryRun, "a link to a stream is written through")
        var info = stat()
        XCTAssertEqual(lstat(workspace.path + "/stdout.patch", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link stays")

        let null = CLI.run(["--patch", "/dev/null", "App"], in: workspace.path)
        XCTAssertEqual(null.status, 0, null.stderr)
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = CLI.run(["--patch", "/dev/full", "App"], in: workspace.path)
            XCTAssertEqual(full.status, 2)
            XCTAssertEqual(full.stderrLines.last, "swiftui-migrate: error: cannot write the patch to /dev/full: No space left on device")
            XCTAssertEqual(stat("/dev/full", &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a device")
        }

        let fifo = workspace.path + "/changes.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let viaFifo = CLI.run(["--patch", "changes.fifo", "App"], in: workspace.path)
        let streamed = pipe.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        XCTAssertEqual(viaFifo.status, 0, viaFifo.stderr)
        XCTAssertEqual(String(decoding: streamed, as: UTF8.self), dryRun)
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
    }

    func testAPatchNeverReplacesAFolderOrAFileTheRunMigrates() {
        let workspace = Workspace()
        workspace.legacyProject()
        let before = workspace.snapshot("App")
        let source = CLI.run(["--patch", "App/Models/Store.swift", "App"], in: workspace.path)
        XCTAssertEqual(source.status, 2)
        XCTAssertEqual(source.stderrLines, ["swiftui-migrate: error: cannot write the patch to App/Models/Store.swift: it is one of the files this run migrates"])
        let folder = CLI.run(["--patch", ".", "App"], in: workspace.path)
        XCTAssertEqual(folder.status, 2)
        XCTAssertEqual(folder.stderrLines, ["swiftui-migrate: error: cannot write the patch to .: it is a folder"])
        XCTAssertEqual(workspace.snapshot("App"), before)
        let both = CLI.run(["--patch", "-", "--format", "json", "App"], in: workspace.path)
        XCTAssertEqual(both.status, 2, "stdout cannot take both")
    }
}
