import SwiftCST
import TestSupport
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

    /// The one rule for "do these edits conflict", case by case.
    func testContact() {
        let cases: [(Range<Int>, Range<Int>, TextEdit.Contact)] = [
            (0..<2, 4..<6, .apart),
            (3..<3, 5..<5, .apart),              // two insertions at different places
            (0..<2, 2..<4, .adjacent),
            (0..<2, 2..<2, .adjacent),           // an insertion at an edit's end
            (2..<2, 2..<2, .sameStart),          // two insertions at one place
            (2..<2, 2..<5, .sameStart),          // an insertion at an edit's start
            (0..<3, 2..<5, .overlapping),
            (2..<5, 2..<5, .overlapping),
            (0..<5, 2..<2, .overlapping),        // an insertion strictly inside
        ]
        for (a, b, expected) in cases {
            XCTAssertEqual(TextEdit.contact(a, b), expected, "\(a) \(b)")
            XCTAssertEqual(TextEdit.contact(b, a), expected, "\(b) \(a): the rule is symmetric")
        }
        XCTAssertTrue(TextEdit.Contact.apart < .adjacent && .adjacent < .sameStart && .sameStart < .overlapping)
    }

    /// `apply` throws exactly when two of its edits are `.overlapping`, whatever their order.
    func testApplyRefusesExactlyOverlappingEdits() {
        var generator = SeededGenerator(seed: 19)
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 24)
        for _ in 0..<2000 {
            let edits = (0..<Int.random(in: 0...5, using: &generator)).map { _ -> TextEdit in
                let start = Int.random(in: 0...20, using: &generator)
                return TextEdit(range: start..<(start + Int.random(in: 0...4, using: &generator)), replacement: "y")
            }
            let overlapping = edits.indices.contains { i in edits.indices.contains { j in i < j && edits[i].contact(with: edits[j]) == .overlapping } }
            XCTAssertEqual((try? TextEdit.apply(edits, to: bytes)) == nil, overlapping, "\(edits)")
        }
    }

    func testWouldChangeThrowsOnOverlapLikeApply() {
        XCTAssertThrowsError(try TextEdit.wouldChange(bytes, with: [.insert("x", at: 2), .delete(0..<5), .delete(4..<6)]))
    }
}
