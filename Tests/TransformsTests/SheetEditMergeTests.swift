import SwiftCST
@testable import Transforms
import XCTest

/// sheet-item's `mergedEdits`: one conversion's edits, with the deletions inside a larger
/// deletion dropped, refused when two are `.sameStart` or closer (`TextEdit.contact`).
final class SheetEditMergeTests: XCTestCase {
    func testDeletionsInsideALargerDeletionAreDropped() {
        XCTAssertEqual(mergedEdits([.delete(2..<4), .delete(0..<10), .insert("x", at: 12)]), [.delete(0..<10), .insert("x", at: 12)])
    }

    func testEditsThatMeetAtTheirEndsAreKept() {
        XCTAssertEqual(mergedEdits([.delete(4..<6), .delete(0..<4), .insert("x", at: 6)]), [.delete(0..<4), .delete(4..<6), .insert("x", at: 6)])
    }

    func testEditsWhoseOrderWouldDecideTheTextAreRefused() {
        XCTAssertNil(mergedEdits([.insert("a", at: 3), .insert("b", at: 3)]), "two insertions at one place")
        XCTAssertNil(mergedEdits([.insert("a", at: 0), TextEdit(range: 0..<3, replacement: "b")]), "an insertion at an edit's start")
        XCTAssertNil(mergedEdits([TextEdit(range: 0..<3, replacement: "a"), .delete(2..<5)]), "overlapping")
        XCTAssertNil(mergedEdits([TextEdit(range: 0..<5, replacement: "a"), .delete(2..<3)]), "inside a replacement, not a deletion")
    }
}
