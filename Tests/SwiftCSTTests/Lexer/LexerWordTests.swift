import SwiftCST
import XCTest

/// Identifiers, keywords, numbers and pound directives.
final class LexerWordTests: XCTestCase {
    func testIdentifiersAndKeywords() {
        assertTokens("let café = größe", (.keyword, "let"), (.identifier, "café"), (.equal, "="), (.identifier, "größe"))
        assertTokens("var 😀 = π", (.keyword, "var"), (.identifier, "😀"), (.equal, "="), (.identifier, "π"))
        assertTokens("`class` = `default`.`init`", (.identifier, "`class`"), (.equal, "="), (.identifier, "`default`"), (.period, "."),
                     (.identifier, "`init`"))
        assertTokens("$0 + $1.count + $name + $", (.dollarIdentifier, "$0"), (.infixOperator, "+"), (.dollarIdentifier, "$1"), (.period, "."),
                     (.identifier, "count"), (.infixOperator, "+"), (.dollarIdentifier, "$name"), (.infixOperator, "+"), (.identifier, "$"))
        assertTokens("a$b", (.identifier, "a$b"))
    }

    func testReservedWordAfterPeriodIsAMemberName() {
        assertTokens("x.default.init.self", (.identifier, "x"), (.period, "."), (.identifier, "default"), (.period, "."), (.keyword, "init"),
                     (.period, "."), (.keyword, "self"))
        assertTokens(".class", (.period, "."), (.identifier, "class"))
    }

    func testContextualKeywordsStayIdentifiers() {
        let tree = parsed("get set willSet final class")
        XCTAssertEqual(tree.tokens.dropLast().map(\.kind), [.identifier, .identifier, .identifier, .identifier, .keyword])
        XCTAssertEqual(tree.tokens.dropLast().map(\.keyword), [.get, .set, .willSet, .final, .class])
    }

    func testBackticksThatCloseNothing() {
        assertTokens("`a\nb", (.unknown, "`"), (.identifier, "a"), (.identifier, "b"))
        assertTokens("``", (.unknown, "`"), (.unknown, "`"))
    }

    func testIntegerForms() {
        assertKinds("42 1_000_000 0x1F 0xff_ff 0o17 0b1010_0101 007", Array(repeating: .integerLiteral, count: 7))
        XCTAssertEqual(lexed("0x1F 0o17 0b1").map(\.1), ["0x1F", "0o17", "0b1"])
    }

    func testFloatForms() {
        assertTokens("1.5 1e10 1E-3 2.5e+3 1_0.0_1 0x1p4 0x1.8p-3 0xFF.Fp0",
                     (.floatLiteral, "1.5"), (.floatLiteral, "1e10"), (.floatLiteral, "1E-3"), (.floatLiteral, "2.5e+3"),
                     (.floatLiteral, "1_0.0_1"), (.floatLiteral, "0x1p4"), (.floatLiteral, "0x1.8p-3"), (.floatLiteral, "0xFF.Fp0"))
    }

    func testNumbersAndMembers() {
        // Tuple members: `x.0.1` is two integer members, not the float `0.1`.
        assertTokens("x.0.1", (.identifier, "x"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"))
        assertTokens("1.description", (.integerLiteral, "1"), (.period, "."), (.identifier, "description"))
        assertTokens("1..<2", (.integerLiteral, "1"), (.infixOperator, "..<"), (.integerLiteral, "2"))
        assertTokens("-1.5", (.prefixOperator, "-"), (.floatLiteral, "1.5"))
        // A bad suffix stays in the literal, as Swift's lexer reports it.
        assertTokens("12abc", (.integerLiteral, "12abc"))
    }

    func testConditionalCompilationDirectives() {
        assertTokens("#if os(iOS) || DEBUG\n#elseif swift(>=5.9)\n#else\n#endif",
                     (.poundIf, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"),
                     (.infixOperator, "||"), (.identifier, "DEBUG"),
                     (.poundElseif, "#elseif"), (.identifier, "swift"), (.leftParen, "("), (.prefixOperator, ">="), (.floatLiteral, "5.9"),
                     (.rightParen, ")"),
                     (.poundElse, "#else"), (.poundEndif, "#endif"))
        assertTokens("#if !canImport(UIKit)", (.poundIf, "#if"), (.prefixOperator, "!"), (.identifier, "canImport"), (.leftParen, "("),
                     (.identifier, "UIKit"), (.rightParen, ")"))
    }

    func testMacrosAndPoundKeywords() {
        assertTokens("#Preview(\"A\") { V() }", (.poundKeyword, "#Preview"), (.leftParen, "("), (.stringQuote, "\""), (.stringSegment, "A"),
                     (.stringQuote, "\""), (.rightParen, ")"), (.leftBrace, "{"), (.identifier, "V"), (.leftParen, "("), (.rightParen, ")"),
                     (.rightBrace, "}"))
        assertTokens("if #available(iOS 17, *) {", (.keyword, "if"), (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"),
                     (.integerLiteral, "17"), (.comma, ","), (.infixOperator, "*"), (.rightParen, ")"), (.leftBrace, "{"))
        assertTokens("#selector(f(_:))", (.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"), (.leftParen, "("),
                     (.identifier, "_"), (.colon, ":"), (.rightParen, ")"), (.rightParen, ")"))
        assertTokens("#file #line #warning(\"x\")", (.poundKeyword, "#file"), (.poundKeyword, "#line"), (.poundKeyword, "#warning"),
                     (.leftParen, "("), (.stringQuote, "\""), (.stringSegment, "x"), (.stringQuote, "\""), (.rightParen, ")"))
        assertTokens("# x", (.pound, "#"), (.identifier, "x"))
    }
}
