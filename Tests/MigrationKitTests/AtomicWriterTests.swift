import Foundation
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
}
