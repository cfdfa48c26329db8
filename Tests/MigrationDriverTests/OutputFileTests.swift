import Foundation
@testable import MigrationDriver
@testable import MigrationKit
import TestSupport
import XCTest

final class OutputFileTests: XCTestCase {
    func testReplacesALinkAtItsNameWithoutFollowingIt() throws {
        let scratch = TemporaryDirectory()
        scratch.write("victim.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/out.patch", withDestinationPath: scratch.path + "/victim.txt")
        try OutputFile.write(Data("patch\n".utf8), to: scratch.path + "/out.patch")
        XCTAssertEqual(scratch.text("victim.txt"), "keep me\n")
        XCTAssertEqual(scratch.text("out.patch"), "patch\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLinkIfAny(scratch.path + "/out.patch"), nil)
        var info = stat()
        stat(scratch.path + "/out.patch", &info)
        XCTAssertEqual(info.st_mode & 0o777, TemporaryFile.newFileMode)
    }

    func testNothingIsInPlaceUntilCommittedAndADiscardedFileLeavesNothing() throws {
        let scratch = TemporaryDirectory()
        scratch.write("out.patch", "old\n")
        let file = try OutputFile(scratch.path + "/out.patch")
        try file.append("new\n")
        XCTAssertEqual(scratch.text("out.patch"), "old\n")
        file.discard()
        XCTAssertEqual(scratch.text("out.patch"), "old\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), ["out.patch"])
        XCTAssertThrowsError(try OutputFile(scratch.path + "/missing/out.patch")) { error in
            XCTAssertEqual("\(error)", "cannot write \(scratch.path)/missing/out.patch: No such file or directory")
        }
    }
}

extension FileManager {
    fileprivate func destinationOfSymbolicLinkIfAny(_ path: String) throws -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        return try destinationOfSymbolicLink(atPath: path)
    }
}
