import SwiftCST
import XCTest

/// `TextEdit.apply` and `TextEdit.wouldChange`, which the pipeline asks of each transform's
/// edits before applying a batch of them at once: both must agree on every input.
final class TextEditTests: XCTestCase {
    private let bytes = Array("let a = 1\nlet b = 2\n".utf8)

    private func applied(_ edits: [TextEdit]) throws -> String {
        String(decoding: try TextEdit.apply(edits, to: bytes), as: UTF8.self)
    }

    func testApplySortsEditsAndKeepsInsertionOrderAtOneOffset() throws {
        let edits = [TextEdit(range: 14..<15, replacement: "c"), .insert("var ", at: 0), .insert("// x\n", at: 0)]
        XCTAssertEqual(try applied(edits), "var // x\nlet a = 1\nlet c = 2\n")
    }

    func testApplyThrowsOnOverlapButAcceptsTouchingEdits() throws {
        XCTAssertThrowsError(try TextEdit.apply([.delete(0..<5), .delete(4..<6)], to: bytes)) { error in
            XCTAssertTrue(error is OverlappingEditsError)
        }
        XCTAssertEqual(try applied([.delete(0..<4), .insert("var ", at: 4)]), "var a = 1\nlet b = 2\n")
    }

    func testWouldChangeAgreesWithApply() throws {
        let cases: [[TextEdit]] = [
            [],
            [TextEdit(range: 4..<5, replacement: "a")],                          // the same byte again
            [TextEdit(range: 4..<5, replacement: "z")],                          // same length, other byte
            [.insert("x", at: 3)],                                               // longer
            [.delete(3..<4)],                                                    // shorter
            [.delete(0..<4), .insert("let ", at: 4)],                            // deleted, then put back: same length, same bytes
            [.delete(0..<4), .insert("var ", at: 4)],                            // same length, other bytes
            [TextEdit(range: 0..<3, replacement: "var"), TextEdit(range: 10..<13, replacement: "let")],
            [TextEdit(range: 0..<3, replacement: "let"), TextEdit(range: 14..<15, replacement: "b")],   // each its own bytes again
            [TextEdit(range: 0..<3, replacement: "let"), TextEdit(range: 14..<15, replacement: "c")],   // only the second changes
            [.insert("", at: 3)],                                                // nothing inserted
        ]
        for edits in cases {
            let changes = try TextEdit.apply(edits, to: bytes) != bytes
            XCTAssertEqual(try TextEdit.wouldChange(bytes, with: edits), changes, "\(edits)")
        }
    }

    func testWouldChangeThrowsOnOverlapLikeApply() {
        XCTAssertThrowsError(try TextEdit.wouldChange(bytes, with: [.insert("x", at: 2), .delete(0..<5), .delete(4..<6)]))
    }
}
