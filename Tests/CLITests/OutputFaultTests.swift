import Foundation
import MigrationDriver
import MigrationKit
import XCTest

/// Output that cannot be written: a full disk gets one line saying so and exit 2, and leaves no
/// partial file and no temporary behind; a reader that goes away (`| head`) ends the run
/// quietly with 141, as SIGPIPE would. Never a crash.
final class OutputFaultTests: XCTestCase {
    private let full = "swiftui-migrate: error: cannot write to standard output: No space left on device"

    func testAFullStandardOutputIsOneErrorLineInEveryCommand() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let commands: [[String]] = [
            ["--dry-run", "App"], ["--dry-run", "--format", "json", "App"], ["--format", "sarif", "--check", "App"],
            ["--stdin-path", "App/Views/ContentView.swift"], ["report", "App"], ["report", "--format", "json", "App"],
            ["list"], ["explain", "sheet-item"], ["--help"], ["--version"], ["parse", "App"], ["bulk", "--help"],
        ]
        for command in commands {
            let devFull = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let run = try ToolProcess.run(command, in: workspace.path, stdin: "struct Plain {}\n", stdout: devFull, limit: 60)
            XCTAssertEqual(run.status, 2, command.joined(separator: " "))
            XCTAssertEqual(run.stderrLines.last, full, "\(command.joined(separator: " ")): \(run.stderr)")
            XCTAssertEqual(run.stderrLines.filter { $0.contains("error:") }.count, 1, run.stderr)
        }
    }

    func testAReaderThatGoesAwayEndsTheRunQuietly() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try ToolProcess.run(["--dry-run", "--quiet", "App"], in: workspace.path, stdout: pipe.fileHandleForWriting, limit: 60)
        XCTAssertEqual(run.status, 141)
        XCTAssertEqual(run.stderr, "")
    }

    /// On a small file system that is full, where the test may mount one (as root).
    func testAFullDiskLeavesNoPartialFileAndNoTemporary() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let disk = try SmallDisk(at: workspace.path + "/disk")
        defer { disk.unmount() }
        try disk.fill()
        let patch = try ToolProcess.run(["--patch", "disk/changes.patch", "App"], in: workspace.path, limit: 60)
        XCTAssertEqual(patch.status, 2, patch.stderr)
        XCTAssertEqual(patch.stderrLines.last, "swiftui-migrate: error: cannot write disk/changes.patch: No space left on device")
        XCTAssertEqual(try disk.entries(), ["filler"], "no partial patch, no temporary")

        let repos = GitRepos(workspace)
        repos.make("repo", files: LegacyFixture.files)
        workspace.write("list.txt", "repo\n")
        let bulk = try ToolProcess.run(["bulk", "--repos", "list.txt", "--out", "disk"], in: workspace.path, limit: 60)
        XCTAssertEqual(bulk.status, 2, bulk.stderr)
        XCTAssertTrue(bulk.stderr.contains("failed: cannot write "), bulk.stderr)
        XCTAssertTrue(bulk.stderr.contains("No space left on device"), bulk.stderr)
        XCTAssertEqual(try disk.entries(), ["filler"])
    }

    /// In place on a full disk: each file is the original or the migrated one, none is cut, and
    /// no temporary is left; the files that could not be written are errors.
    func testInPlaceOnAFullDiskWritesWholeFilesOnly() throws {
        let workspace = Workspace()
        workspace.legacyProject("reference")
        XCTAssertEqual(try ToolProcess.run(["--no-verify", "reference"], in: workspace.path).status, 0)
        let disk = try SmallDisk(at: workspace.path + "/disk")
        defer { disk.unmount() }
        for (relative, text) in LegacyFixture.files { workspace.write("disk/App/\(relative)", text) }
        try disk.fill(leaving: 8192)
        let run = try ToolProcess.run(["--no-verify", "disk/App"], in: workspace.path, limit: 60)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains(": error: cannot write the file: No space left on device"), run.stderr)
        let originals = Dictionary(uniqueKeysWithValues: LegacyFixture.files.map { ($0.0, Data($0.1.utf8)) })
        let migrated = workspace.contents("reference")
        for (relative, content) in workspace.contents("disk/App") {
            XCTAssertTrue(content == originals[relative] || content == migrated[relative], "\(relative) is neither the original nor the migrated file")
        }
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: workspace.path + "/disk").filter { $0.contains(".swiftui-migrate-") }, [])
    }
}

/// A tmpfs of 64 KB mounted for a test; skips the test where it cannot be mounted (not root, no
/// permission in the container).
struct SmallDisk {
    let path: String

    init(at path: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard getuid() == 0, let mount = Subprocess.findOnPath("mount") ?? ["/bin/mount", "/usr/bin/mount"].first(where: { access($0, X_OK) == 0 }),
              let run = Subprocess.run(mount, ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path]), run.status == 0 else {
            throw XCTSkip("cannot mount a small tmpfs here (needs root and mount permission); the full-disk case is not tested")
        }
    }

    /// Fills the disk with a file named `filler`, leaving `leaving` bytes free.
    func fill(leaving: Int = 0) throws {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { throw XCTSkip("cannot read the small disk's size") }
        let free = Int(info.f_bavail) * Int(info.f_bsize)
        _ = FileManager.default.createFile(atPath: path + "/filler", contents: Data(count: max(free - leaving, 0)))
    }

    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    func unmount() {
        if let umount = Subprocess.findOnPath("umount") ?? ["/bin/umount", "/usr/bin/umount"].first(where: { access($0, X_OK) == 0 }) {
            _ = Subprocess.run(umount, [path])
        }
    }
}
