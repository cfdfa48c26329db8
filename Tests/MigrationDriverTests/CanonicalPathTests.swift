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
}
