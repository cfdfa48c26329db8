import Foundation
import MigrationDriver
import XCTest

final class CanonicalPathTests: XCTestCase {
    func testIsInsideMeansTheFolderOrBelowIt() {
        XCTAssertTrue(CanonicalPath.isInside("/w/App", "/w/App"))
        XCTAssertTrue(CanonicalPath.isInside("/w/App/View.swift", "/w/App"))
        XCTAssertTrue(CanonicalPath.isInside("/w/App/Sub/View.swift", "/w"))
        XCTAssertTrue(CanonicalPath.isInside("/w/App", "/"))
        XCTAssertTrue(CanonicalPath.isInside("/", "/"))
        XCTAssertFalse(CanonicalPath.isInside("/w/AppKit/View.swift", "/w/App"))
        XCTAssertFalse(CanonicalPath.isInside("/w", "/w/App"))
        XCTAssertFalse(CanonicalPath.isInside("/w/Äpp/View.swift", "/w/App"))
        XCTAssertTrue(CanonicalPath.isInside("/w/Äpp/View.swift", "/w/Äpp"))
        XCTAssertTrue(CanonicalPath.isInside("/w", ""))
        XCTAssertFalse(CanonicalPath.isInside("", "/w"))
    }

    /// Many paths at once (each folder resolved once) answer as one path at a time does: through
    /// linked folders and linked files, for missing files, relative spellings and `..`.
    func testManyPathsAtOnceAnswerAsOneAtATime() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("canonical-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
        for file in ["real/A.swift", "real/sub/B.swift", "other.swift"] { XCTAssertTrue(manager.createFile(atPath: root + "/" + file, contents: Data())) }
        try manager.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/real")
        try manager.createSymbolicLink(atPath: root + "/real/C.swift", withDestinationPath: root + "/other.swift")
        try manager.createSymbolicLink(atPath: root + "/real/Dangling.swift", withDestinationPath: root + "/nowhere.swift")
        let paths = ["real/A.swift", "linked/A.swift", "linked/sub/B.swift", "linked/sub/../A.swift", "real/C.swift", "linked/C.swift",
                     "real/Dangling.swift", "real/Missing.swift", "missing/sub/D.swift", "real", "linked", "real/sub/"].map { root + "/" + $0 }
            + ["/", root]
        XCTAssertEqual(CanonicalPath.of(paths), paths.map { CanonicalPath.of($0) })
        XCTAssertEqual(CanonicalPath.of([root + "/linked/sub/B.swift"]).first?.hasSuffix("/real/sub/B.swift"), true)
        let directory = manager.currentDirectoryPath
        defer { _ = manager.changeCurrentDirectoryPath(directory) }
        XCTAssertTrue(manager.changeCurrentDirectoryPath(root + "/linked"))
        let relative = ["A.swift", "./sub/B.swift", "../other.swift", "C.swift"]
        XCTAssertEqual(CanonicalPath.of(relative), relative.map { CanonicalPath.of($0) })
    }
}
