@testable import MigrationDriver
import MigrationKit
import XCTest

final class KeptTreesTests: XCTestCase {
    private func file(_ name: String, bytes: Int) -> SourceFile {
        SourceFile(path: name, text: "let x = 1" + String(repeating: " ", count: bytes - 9))
    }

    func testKeepsTreesWithinItsBudgetOnly() {
        let trees = KeptTrees(budget: 100)
        trees.offer(file("a", bytes: 60), input: 0)
        trees.offer(file("b", bytes: 50), input: 1)   // past the budget: not kept
        trees.offer(file("c", bytes: 40), input: 2)   // fits in what is left
        XCTAssertEqual(trees.take(0)?.path, "a")
        XCTAssertNil(trees.take(1))
        XCTAssertEqual(trees.take(2)?.path, "c")
    }

    func testATreeIsTakenOnce() {
        let trees = KeptTrees(budget: 100)
        trees.offer(file("a", bytes: 10), input: 3)
        XCTAssertEqual(trees.take(3)?.bytes.count, 10)
        XCTAssertNil(trees.take(3))
    }
}
