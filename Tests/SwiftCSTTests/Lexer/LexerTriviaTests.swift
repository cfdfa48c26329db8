import SwiftCST
import XCTest

/// Trivia follows SwiftSyntax: a token's trailing trivia runs to the end of its line; the
/// newline and everything after it belong to the next token's leading trivia.
final class LexerTriviaTests: XCTestCase {
    func testTrailingTriviaStopsAtTheNewline() {
        XCTAssertEqual(layout("a = 1 // one\n\n  /// doc\n  b\n"), [
            #"[] identifier "a" [spaces×1]"#,
            #"[] = "=" [spaces×1]"#,
            #"[] integer "1" [spaces×1 lineComment("// one")]"#,
            #"[newlines×2 spaces×2 docLineComment("/// doc") newlines×1 spaces×2] identifier "b" []"#,
            #"[newlines×1] eof "" []"#,
        ])
    }

    func testBlockComments() {
        XCTAssertEqual(layout("a /* x /* nested */ y */ b /** doc */\n/*\n*/ c"), [
            #"[] identifier "a" [spaces×1 blockComment("/* x /* nested */ y */") spaces×1]"#,
            #"[] identifier "b" [spaces×1 docBlockComment("/** doc */")]"#,
            #"[newlines×1 blockComment("/*\n*/") spaces×1] identifier "c" []"#,
            #"[] eof "" []"#,
        ])
    }

    func testAMultilineBlockCommentIsNeverTrailing() {
        XCTAssertEqual(layout("a /* one\n two */ b"), [
            #"[] identifier "a" [spaces×1]"#,
            #"[blockComment("/* one\n two */") spaces×1] identifier "b" []"#,
            #"[] eof "" []"#,
        ])
    }

    func testEmptyAndStarredBlockCommentsAreNotDocComments() {
        XCTAssertEqual(layout("/**/ /***/ a"), [#"[blockComment("/**/") spaces×1 blockComment("/***/") spaces×1] identifier "a" []"#, #"[] eof "" []"#])
    }

    func testUnterminatedBlockCommentRunsToTheEnd() {
        XCTAssertEqual(layout("a /* b /* c */ d"), [#"[] identifier "a" [spaces×1 blockComment("/* b /* c */ d")]"#, #"[] eof "" []"#])
        XCTAssertEqual(layout("a /* b\n"), [#"[] identifier "a" [spaces×1]"#, #"[blockComment("/* b\n")] eof "" []"#])
    }

    func testTabsAndOtherSpaces() {
        XCTAssertEqual(layout("\ta\u{0B}\u{0C}b"), [#"[tabs×1] identifier "a" [verticalTabs×1 formFeeds×1]"#, #"[] identifier "b" []"#, #"[] eof "" []"#])
    }

    func testNewlineStyles() {
        XCTAssertEqual(layout("a\r\n\r\nb\rc\n\r\nd"), [
            #"[] identifier "a" []"#,
            #"[carriageReturnLineFeeds×2] identifier "b" []"#,
            #"[carriageReturns×1] identifier "c" []"#,
            #"[newlines×1 carriageReturnLineFeeds×1] identifier "d" []"#,
            #"[] eof "" []"#,
        ])
        let tree = parsed("a // x\r\nb")
        XCTAssertEqual(tree.trailingTrivia(0).map(\.kind), [.spaces, .lineComment])
        XCTAssertEqual(tree.location(of: tree.textRange(1).lowerBound), SourceLocation(line: 2, column: 1))
        XCTAssertEqual(parsed("a\rb\r\nc").location(of: 5), SourceLocation(line: 3, column: 1))
    }

    func testShebangAndByteOrderMark() {
        XCTAssertEqual(layout(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nprint(1)".utf8)), [
            ##"[byteOrderMark shebang("#!/usr/bin/env swift") newlines×1] identifier "print" []"##,
            #"[] ( "(" []"#, #"[] integer "1" []"#, #"[] ) ")" []"#, #"[] eof "" []"#,
        ])
        // A shebang only counts on the first line.
        assertKinds("a\n#!b", [.identifier, .pound, .exclamation, .identifier])
    }

    func testNulBytesAreUnexpectedTrivia() {
        XCTAssertEqual(layout(bytes: Array("a\0\0b".utf8)), [#"[] identifier "a" [unexpectedText("\0\0")]"#, #"[] identifier "b" []"#, #"[] eof "" []"#])
    }

    func testInvalidUTF8BecomesUnknownTokens() {
        let tree = parsed(bytes: [UInt8(ascii: "a"), 0xFF, 0xC3, UInt8(ascii: " "), 0xE2, 0x82, UInt8(ascii: "b")])
        XCTAssertEqual(tree.tokens.dropLast().map(\.kind), [.identifier, .unknown, .unknown, .unknown, .unknown, .identifier])
        // Inside strings and comments invalid bytes are just content.
        assertKinds("\"\u{FFFD}\"", [.stringQuote, .stringSegment, .stringQuote])
        let inString = parsed(bytes: Array("\"a".utf8) + [0xFF, 0xFE] + Array("\" // \u{FF}".utf8) + [0xC0])
        XCTAssertEqual(inString.tokens.dropLast().map(\.kind), [.stringQuote, .stringSegment, .stringQuote])
    }

    func testConflictMarkersAreUnexpectedTrivia() {
        let source = "let a = 1\n<<<<<<< HEAD\nlet b = 2\n=======\nlet b = 3\n>>>>>>> branch\n"
        let lines = layout(source)
        XCTAssertEqual(lines[4], #"[newlines×1 unexpectedText("<<<<<<< HEAD") newlines×1] keyword "let" [spaces×1]"#)
        XCTAssertEqual(lines[8], #"[newlines×1 unexpectedText("=======") newlines×1] keyword "let" [spaces×1]"#)
        XCTAssertEqual(lines.last, #"[newlines×1 unexpectedText(">>>>>>> branch") newlines×1] eof "" []"#)
        // Not at the start of a line, or too short: ordinary operators.
        assertKinds("a <<<<<<< b\n<<<<<< c", [.identifier, .infixOperator, .identifier, .infixOperator, .identifier])
    }

    func testStartOfLineFlag() {
        let tree = parsed("a b\n  c /*\n*/ d")
        XCTAssertEqual(tree.tokens.map(\.isAtStartOfLine), [true, false, true, false, false])
    }

    func testTriviaOfAnEmptyFile() {
        XCTAssertEqual(layout(""), [#"[] eof "" []"#])
        XCTAssertEqual(layout(" \n"), [#"[spaces×1 newlines×1] eof "" []"#])
    }
}
