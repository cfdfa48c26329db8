import Foundation
import XCTest

/// A symlink planted where the tool writes an output file is replaced by the file, never
/// followed: what it points to stays as it was. One case per output file.
final class OutputSymlinkTests: XCTestCase {
    private let victimText = "keep me\n"

    private func plant(_ link: String, in workspace: Workspace) throws -> String {
        let victim = workspace.write("victims/" + (link as NSString).lastPathComponent, victimText)
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/" + link, withDestinationPath: victim)
        return victim
    }

    private func assertRegularFile(_ relative: String, in workspace: Workspace, file: StaticString = #filePath, line: UInt = #line) {
        var info = stat()
        XCTAssertEqual(lstat(workspace.path + "/" + relative, &info), 0, relative, file: file, line: line)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "\(relative) is not a regular file", file: file, line: line)
    }

    func testThePatchFileReplacesALinkAtItsName() throws {
        let workspace = Workspace()
        workspace.legacyProject()
        let victim = try plant("changes.patch", in: workspace)
        let run = CLI.run(["--patch", "changes.patch", "App"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(String(decoding: workspace.read("victims/changes.patch"), as: UTF8.self), victimText, victim)
        assertRegularFile("changes.patch", in: workspace)
        XCTAssertTrue(String(decoding: workspace.read("changes.patch"), as: UTF8.self).hasPrefix("diff --git a/App/"))
    }

    func testEveryBulkOutputReplacesALinkAtItsName() throws {
        let workspace = Workspace()
        let repos = GitRepos(workspace)
        repos.make("r1", files: LegacyFixture.files)
        repos.make("empty", files: [("Plain.swift", "struct Plain {}\n")])
        workspace.write("list.txt", "r1\nempty\n")
        workspace.write("out/.keep", "")
        let outputs = ["r1.patch", "r1.diagnostics", "summary.json", "summary.md"]
        for output in outputs + ["empty.patch"] { _ = try plant("out/" + output, in: workspace) }
        let run = CLI.run(["bulk", "--repos", "list.txt", "--out", "out"], in: workspace.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        for output in outputs + ["empty.patch"] {
            XCTAssertEqual(String(decoding: workspace.read("victims/" + output), as: UTF8.self), victimText, "the link at out/\(output) was followed")
        }
        for output in outputs { assertRegularFile("out/" + output, in: workspace) }
        XCTAssertTrue(String(decoding: workspace.read("out/r1.patch"), as: UTF8.self).hasPrefix("diff --git a/"))
        XCTAssertTrue(String(decoding: workspace.read("out/r1.diagnostics"), as: UTF8.self).contains(": warning: "))
        XCTAssertTrue(String(decoding: workspace.read("out/summary.md"), as: UTF8.self).hasPrefix("# swiftui-migrate bulk run"))
        XCTAssertNoThrow(try BulkSummaryDocument(workspace.read("out/summary.json")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.path + "/out/empty.patch"), "a stale link is removed, not followed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/out").filter { $0.contains("swiftui-migrate-") }, [])
    }
}
