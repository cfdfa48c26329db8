import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

final class AtomicWriterTests: XCTestCase {
    func testReplacesContentKeepingPermissionsAndLeavesNoTemporaryFile() throws {
        let scratch = TemporaryDirectory()
        let path = scratch.write("A.swift", "old\n")
        chmod(path, 0o640)
        XCTAssertNil(AtomicWriter.replace(path, with: Array("new\n".utf8), expecting: Array("old\n".utf8)))
        XCTAssertEqual(scratch.text("A.swift"), "new\n")
        var info = stat()
        stat(path, &info)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["A.swift"])
    }

    func testRefusesAFileThatChangedSinceItWasRead() {
        let scratch = TemporaryDirectory()
        let path = scratch.write("A.swift", "edited by someone else\n")
        let problem = AtomicWriter.replace(path, with: Array("new\n".utf8), expecting: Array("old\n".utf8))
        XCTAssertEqual(problem?.message, "changed on disk while swiftui-migrate was running; not written (run again to migrate it)")
        XCTAssertEqual(scratch.text("A.swift"), "edited by someone else\n")
    }

    func testWritesThroughSymlinks() throws {
        let scratch = TemporaryDirectory()
        scratch.write("Real.swift", "old\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Link.swift", withDestinationPath: "Real.swift")
        XCTAssertNil(AtomicWriter.replace(scratch.path + "/Link.swift", with: Array("new\n".utf8), expecting: Array("old\n".utf8)))
        XCTAssertEqual(scratch.text("Real.swift"), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/Link.swift"), "Real.swift")
    }

    /// Staging writes nothing in place; the commit renames every staged file, except one changed
    /// since it was staged; discarding leaves nothing.
    func testStagedFilesAreWrittenOnlyWhenCommittedAndStillUnchanged() throws {
        let scratch = TemporaryDirectory()
        let a = scratch.write("A.swift", "old a\n")
        let b = scratch.write("B.swift", "old b\n")
        let c = scratch.write("C.swift", "old c\n")
        let staged = try [a, b].map { try AtomicWriter.stage($0, with: Array("new\n".utf8), expecting: Array("old \(($0 as NSString).lastPathComponent.prefix(1).lowercased())\n".utf8)).get() }
        XCTAssertEqual([scratch.text("A.swift"), scratch.text("B.swift")], ["old a\n", "old b\n"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count, 5, "two temporaries beside the files")
        scratch.write("B.swift", "edited b\n")
        let problems = AtomicWriter.commit(staged)
        XCTAssertNil(problems[0])
        XCTAssertEqual(problems[1]?.message, "changed on disk while swiftui-migrate was running; not written (run again to migrate it)")
        XCTAssertEqual([scratch.text("A.swift"), scratch.text("B.swift")], ["new\n", "edited b\n"])
        let discarded = try AtomicWriter.stage(c, with: Array("new\n".utf8), expecting: Array("old c\n".utf8)).get()
        AtomicWriter.discard([discarded])
        XCTAssertEqual(scratch.text("C.swift"), "old c\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted(), ["A.swift", "B.swift", "C.swift"])
    }
}
