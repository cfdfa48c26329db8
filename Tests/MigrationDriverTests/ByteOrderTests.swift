@testable import MigrationDriver
@testable import MigrationKit
import XCTest

final class ByteOrderTests: XCTestCase {
    func testNamesSortByTheirUTF8Bytes() {
        let names = ["b", "a", "", "ab", "B", "é", "e\u{301}", "z", "a/b", "a.b", "ä"]
        XCTAssertEqual(names.sorted { $0.precedesByBytes($1) },
                       names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
