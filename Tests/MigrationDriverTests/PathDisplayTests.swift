@testable import MigrationDriver
@testable import MigrationKit
import XCTest

final class PathDisplayTests: XCTestCase {
    func testNormalizeRemovesEmptyDotAndDotDotComponents() {
        let cases: [(String, String)] = [
            ("/", "/"), ("/a/b", "/a/b"), ("/a/./b", "/a/b"), ("/a//b", "/a/b"), ("/a/b/", "/a/b"),
            ("/a/b/..", "/a"), ("/a/../b", "/b"), ("/..", "/"), ("/.", "/"), ("//", "/"),
            ("/a/...", "/a/..."), ("/a/.b", "/a/.b"), ("/a/b..", "/a/b.."), ("/a/..b/c", "/a/..b/c"),
        ]
        for (path, expected) in cases { XCTAssertEqual(PathDisplay.normalize(path), expected, path) }
    }

    func testDisplayIsRelativeToTheBase() {
        let display = PathDisplay(base: "/work/repo")
        XCTAssertEqual(display.display(["/work/repo", "/work/repo/Sources/A.swift", "/work/other/B.swift", "/C.swift"]),
                       [".", "Sources/A.swift", "../other/B.swift", "../../C.swift"])
        XCTAssertEqual(display.display(["/work", "/", "/work/repository/A.swift", "/work/re", "/work/repo/./x/../B.swift"]),
                       ["..", "../..", "../repository/A.swift", "../re", "B.swift"])
        XCTAssertEqual(PathDisplay(base: "/").display(["/", "/a/b.swift"]), [".", "a/b.swift"])
    }
}
