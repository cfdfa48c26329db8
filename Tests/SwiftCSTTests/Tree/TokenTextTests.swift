import SwiftCST
import XCTest

final class TokenTextTests: XCTestCase {
    /// `tokenIs` compares bytes; `tokenText(_:equals:)` compares as strings, so it also accepts
    /// a canonically equivalent spelling.
    func testBytesAgainstCanonicalEquivalence() {
        let decomposed = "cafe\u{301}"
        let tree = SyntaxTree("let \(decomposed) = sheet\n")
        let name = 1, value = 3
        XCTAssertEqual(tree.text(name), decomposed)
        XCTAssertTrue(tree.tokenIs(name, decomposed))
        XCTAssertFalse(tree.tokenIs(name, "caf\u{E9}"))
        XCTAssertTrue(tree.tokenText(name, equals: decomposed))
        XCTAssertTrue(tree.tokenText(name, equals: "caf\u{E9}"))
        XCTAssertFalse(tree.tokenText(name, equals: "cafe"))
        for text in ["sheet", "sheets", "sheeT", "shee", "s", "", "x"] {
            XCTAssertEqual(tree.tokenIs(value, text), text == "sheet", text)
            XCTAssertEqual(tree.tokenText(value, equals: text), text == "sheet", text)
        }
    }

    /// `compactText` joins the tokens' own texts, with or without trivia between them, ASCII or not.
    func testCompactTextJoinsTheTokensTexts() {
        let tree = SyntaxTree("let a: [Item] = b\nlet c: (a: Int , /* x */ b: String)? = d\nlet e: [Caf\u{E9}]\nlet f: Foo.Bar<Baz>")
        let types = tree.nodes(ofKind: .type).filter { $0.parent?.kind == .typeAnnotation }
        XCTAssertEqual(types.map(\.compactText), ["[Item]", "(a:Int,b:String)?", "[Caf\u{E9}]", "Foo.Bar<Baz>"])
        for type in tree.nodes(ofKind: .type) {
            XCTAssertEqual(type.compactText, type.tokenRange.map { tree.text($0) }.joined(), type.text)
        }
    }
}
