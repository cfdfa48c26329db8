import SwiftCST
import XCTest

/// String literals: delimiters, segments, escapes, interpolation and raw strings.
final class LexerStringTests: XCTestCase {
    func testSimpleStringWithEscapes() {
        assertTokens(#""a\"b\\" + "\u{1F600}\n""#,
                     (.stringQuote, "\""), (.stringSegment, #"a\"b\\"#), (.stringQuote, "\""),
                     (.infixOperator, "+"),
                     (.stringQuote, "\""), (.stringSegment, #"\u{1F600}\n"#), (.stringQuote, "\""))
        assertTokens(#""""#, (.stringQuote, "\""), (.stringQuote, "\""))
    }

    func testCommentMarkersInsideAStringAreText() {
        assertTokens(#"s = "// not /* a comment""#,
                     (.identifier, "s"), (.equal, "="),
                     (.stringQuote, "\""), (.stringSegment, "// not /* a comment"), (.stringQuote, "\""))
    }

    func testInterpolation() {
        assertTokens(#""a\(b + 1)c""#,
                     (.stringQuote, "\""), (.stringSegment, "a"), (.interpolationOpen, #"\("#),
                     (.identifier, "b"), (.infixOperator, "+"), (.integerLiteral, "1"),
                     (.interpolationClose, ")"), (.stringSegment, "c"), (.stringQuote, "\""))
    }

    func testInterpolationWithParenthesesStringsAndClosures() {
        assertTokens(#""\(f { "\(x)" })""#,
                     (.stringQuote, "\""), (.interpolationOpen, #"\("#),
                     (.identifier, "f"), (.leftBrace, "{"),
                     (.stringQuote, "\""), (.interpolationOpen, #"\("#), (.identifier, "x"), (.interpolationClose, ")"), (.stringQuote, "\""),
                     (.rightBrace, "}"), (.interpolationClose, ")"), (.stringQuote, "\""))
        assertTokens(#""\(g((1), ")"))!""#,
                     (.stringQuote, "\""), (.interpolationOpen, #"\("#),
                     (.identifier, "g"), (.leftParen, "("), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"), (.comma, ","),
                     (.stringQuote, "\""), (.stringSegment, ")"), (.stringQuote, "\""), (.rightParen, ")"),
                     (.interpolationClose, ")"), (.stringSegment, "!"), (.stringQuote, "\""))
    }

    func testInterpolationKeepsTriviaInside() {
        XCTAssertEqual(layout(#""\( a )""#), [
            #"[] stringQuote "\"" []"#,
            #"[] interpolationOpen "\\(" [spaces×1]"#,
            #"[] identifier "a" [spaces×1]"#,
            #"[] interpolationClose ")" []"#,
            #"[] stringQuote "\"" []"#,
            #"[] eof "" []"#,
        ])
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n    one \"quoted\" \"\" \\(x)\n    \"\"\"\n"
        assertTokens(source,
                     (.keyword, "let"), (.identifier, "s"), (.equal, "="),
                     (.stringQuote, "\"\"\""), (.stringSegment, "\n    one \"quoted\" \"\" "), (.interpolationOpen, #"\("#),
                     (.identifier, "x"), (.interpolationClose, ")"), (.stringSegment, "\n    "), (.stringQuote, "\"\"\""))
    }

    func testMultilineInterpolationMaySpanLines() {
        assertKinds("\"\"\"\n\\(f(\n  a,\n  b))\n\"\"\"",
                    [.stringQuote, .stringSegment, .interpolationOpen, .identifier, .leftParen, .identifier, .comma, .identifier,
                     .rightParen, .interpolationClose, .stringSegment, .stringQuote])
    }

    func testRawStrings() {
        assertTokens(##"#"a "b" \(no) \#(yes)"#"##,
                     (.stringQuote, "#\""), (.stringSegment, #"a "b" \(no) "#), (.interpolationOpen, ##"\#("##),
                     (.identifier, "yes"), (.interpolationClose, ")"), (.stringQuote, "\"#"))
        assertTokens(###"##"a "# b"##"###,
                     (.stringQuote, "##\""), (.stringSegment, ##"a "# b"##), (.stringQuote, "\"##"))
        assertTokens("####\"x\"###\"####",
                     (.stringQuote, "####\""), (.stringSegment, "x\"###"), (.stringQuote, "\"####"))
        assertTokens(##"#"\#n\n"#"##, (.stringQuote, "#\""), (.stringSegment, ##"\#n\n"##), (.stringQuote, "\"#"))
    }

    func testRawStringOfOneQuoteIsSingleLine() {
        // `#"""#` is a raw string holding one `"`, not the start of a multi-line string.
        assertTokens(##"x = #"""# + y"##,
                     (.identifier, "x"), (.equal, "="),
                     (.stringQuote, "#\""), (.stringSegment, "\""), (.stringQuote, "\"#"),
                     (.infixOperator, "+"), (.identifier, "y"))
    }

    func testRawMultilineString() {
        assertTokens("#\"\"\"\n  a \"\"\" b \\(c)\n  \"\"\"#",
                     (.stringQuote, "#\"\"\""), (.stringSegment, "\n  a \"\"\" b \\(c)\n  "), (.stringQuote, "\"\"\"#"))
    }

    func testUnterminatedSingleLineStringEndsAtTheLine() {
        assertTokens("let s = \"abc\nlet t = 1",
                     (.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringQuote, "\""), (.stringSegment, "abc"),
                     (.keyword, "let"), (.identifier, "t"), (.equal, "="), (.integerLiteral, "1"))
        assertTokens("\"a\\(b\nc", (.stringQuote, "\""), (.stringSegment, "a"), (.interpolationOpen, #"\("#), (.identifier, "b"), (.identifier, "c"))
        assertTokens("\"", (.stringQuote, "\""))
        assertTokens("\"\\", (.stringQuote, "\""), (.stringSegment, "\\"))
    }

    func testUnterminatedMultilineStringRunsToTheEnd() {
        assertTokens("\"\"\"\nabc\n}\n", (.stringQuote, "\"\"\""), (.stringSegment, "\nabc\n}\n"))
        assertTokens("#\"\"\"\nabc\"\"\"", (.stringQuote, "#\"\"\""), (.stringSegment, "\nabc\"\"\""))
    }

    func testNothingFollowsAnOpeningQuoteAsTrivia() {
        // The space after an opening quote is string content, not trivia.
        XCTAssertEqual(layout(#"" a ""#), [#"[] stringQuote "\"" []"#, #"[] stringSegment " a " []"#, #"[] stringQuote "\"" []"#, #"[] eof "" []"#])
    }
}
