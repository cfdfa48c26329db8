import SwiftCST
import XCTest

/// Operators (prefix, infix, postfix by whitespace), regex literals versus `/`, generic
/// angle brackets versus comparisons, and punctuation.
final class LexerOperatorTests: XCTestCase {
    func testFixityFollowsWhitespace() {
        assertTokens("a + b", (.identifier, "a"), (.infixOperator, "+"), (.identifier, "b"))
        assertTokens("a+b", (.identifier, "a"), (.infixOperator, "+"), (.identifier, "b"))
        assertTokens("-a", (.prefixOperator, "-"), (.identifier, "a"))
        assertTokens("a++ + --b", (.identifier, "a"), (.postfixOperator, "++"), (.infixOperator, "+"), (.prefixOperator, "--"), (.identifier, "b"))
        assertTokens("f(-x, !y)", (.identifier, "f"), (.leftParen, "("), (.prefixOperator, "-"), (.identifier, "x"), (.comma, ","),
                     (.prefixOperator, "!"), (.identifier, "y"), (.rightParen, ")"))
        assertTokens("x...", (.identifier, "x"), (.postfixOperator, "..."))
        assertTokens("a...b", (.identifier, "a"), (.infixOperator, "..."), (.identifier, "b"))
        assertTokens("..<b", (.prefixOperator, "..<"), (.identifier, "b"))
        assertTokens("a ..< b", (.identifier, "a"), (.infixOperator, "..<"), (.identifier, "b"))
        assertTokens("a .== b", (.identifier, "a"), (.infixOperator, ".=="), (.identifier, "b"))
        assertTokens("a ?? b", (.identifier, "a"), (.infixOperator, "??"), (.identifier, "b"))
        assertTokens("a → b", (.identifier, "a"), (.infixOperator, "→"), (.identifier, "b"))
    }

    func testQuestionAndExclamationMarks() {
        assertTokens("x?.y!.z", (.identifier, "x"), (.postfixQuestion, "?"), (.period, "."), (.identifier, "y"), (.exclamation, "!"),
                     (.period, "."), (.identifier, "z"))
        assertTokens("c ? a : b", (.identifier, "c"), (.infixOperator, "?"), (.identifier, "a"), (.colon, ":"), (.identifier, "b"))
        assertTokens("a != b", (.identifier, "a"), (.infixOperator, "!="), (.identifier, "b"))
        assertTokens("a!=b", (.identifier, "a"), (.infixOperator, "!="), (.identifier, "b"))
        assertTokens("try? f()", (.keyword, "try"), (.postfixQuestion, "?"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"))
        assertTokens("let x: Int!", (.keyword, "let"), (.identifier, "x"), (.colon, ":"), (.identifier, "Int"), (.exclamation, "!"))
    }

    func testArrowEqualAndPunctuation() {
        assertKinds("(a: b, c) -> d = [e]; @f \\g.h",
                    [.leftParen, .identifier, .colon, .identifier, .comma, .identifier, .rightParen, .arrow, .identifier, .equal,
                     .leftBracket, .identifier, .rightBracket, .semicolon, .at, .identifier, .backslash, .identifier, .period, .identifier])
        assertTokens("a == b", (.identifier, "a"), (.infixOperator, "=="), (.identifier, "b"))
    }

    func testOperatorStopsBeforeAComment() {
        // Comments count as whitespace on either side.
        assertTokens("a +/* c */b", (.identifier, "a"), (.infixOperator, "+"), (.identifier, "b"))
        assertTokens("a+// c\nb", (.identifier, "a"), (.postfixOperator, "+"), (.identifier, "b"))
        assertTokens("a /* c */+ b", (.identifier, "a"), (.infixOperator, "+"), (.identifier, "b"))
    }

    func testDivisionIsNotARegex() {
        assertTokens("a / b / c", (.identifier, "a"), (.infixOperator, "/"), (.identifier, "b"), (.infixOperator, "/"), (.identifier, "c"))
        assertTokens("x.map { $0 / 2 }", (.identifier, "x"), (.period, "."), (.identifier, "map"), (.leftBrace, "{"),
                     (.dollarIdentifier, "$0"), (.infixOperator, "/"), (.integerLiteral, "2"), (.rightBrace, "}"))
        assertTokens("(a)/2/(b)", (.leftParen, "("), (.identifier, "a"), (.rightParen, ")"), (.infixOperator, "/"), (.integerLiteral, "2"),
                     (.infixOperator, "/"), (.leftParen, "("), (.identifier, "b"), (.rightParen, ")"))
        assertTokens("x /= 2", (.identifier, "x"), (.infixOperator, "/="), (.integerLiteral, "2"))
        assertTokens("reduce(1, /)", (.identifier, "reduce"), (.leftParen, "("), (.integerLiteral, "1"), (.comma, ","),
                     (.infixOperator, "/"), (.rightParen, ")"))
        assertTokens("let half = 1 / 2 // half\n", (.keyword, "let"), (.identifier, "half"), (.equal, "="), (.integerLiteral, "1"),
                     (.infixOperator, "/"), (.integerLiteral, "2"))
    }

    func testRegexLiterals() {
        assertTokens("let r = /ab+c/", (.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/ab+c/"))
        assertTokens("s.firstMatch(of: /[a-z/]+\\/x/)", (.identifier, "s"), (.period, "."), (.identifier, "firstMatch"), (.leftParen, "("),
                     (.identifier, "of"), (.colon, ":"), (.regexLiteral, "/[a-z/]+\\/x/"), (.rightParen, ")"))
        assertTokens("x = #/a b/#", (.identifier, "x"), (.equal, "="), (.regexLiteral, "#/a b/#"))
        assertTokens("x = ##/a/#b/##", (.identifier, "x"), (.equal, "="), (.regexLiteral, "##/a/#b/##"))
        assertTokens("let m = #/\n  (?<year>\\d+) # a comment\n  -\n/#\n",
                     (.keyword, "let"), (.identifier, "m"), (.equal, "="), (.regexLiteral, "#/\n  (?<year>\\d+) # a comment\n  -\n/#"))
    }

    func testGenericAngleBrackets() {
        assertTokens("Set<Array<Int>>?", (.identifier, "Set"), (.leftAngle, "<"), (.identifier, "Array"), (.leftAngle, "<"), (.identifier, "Int"),
                     (.rightAngle, ">"), (.rightAngle, ">"), (.postfixQuestion, "?"))
        assertTokens("Foo<Int>.self", (.identifier, "Foo"), (.leftAngle, "<"), (.identifier, "Int"), (.rightAngle, ">"), (.period, "."), (.keyword, "self"))
        assertTokens("[String: Array<(Int) -> Void>]()",
                     (.leftBracket, "["), (.identifier, "String"), (.colon, ":"), (.identifier, "Array"), (.leftAngle, "<"),
                     (.leftParen, "("), (.identifier, "Int"), (.rightParen, ")"), (.arrow, "->"), (.identifier, "Void"),
                     (.rightAngle, ">"), (.rightBracket, "]"), (.leftParen, "("), (.rightParen, ")"))
        assertTokens("func f<T: P & Q>(x: T)", (.keyword, "func"), (.identifier, "f"), (.leftAngle, "<"), (.identifier, "T"), (.colon, ":"),
                     (.identifier, "P"), (.infixOperator, "&"), (.identifier, "Q"), (.rightAngle, ">"), (.leftParen, "("),
                     (.identifier, "x"), (.colon, ":"), (.identifier, "T"), (.rightParen, ")"))
        assertTokens("static func == <T>(a: T, b: T)", (.keyword, "static"), (.keyword, "func"), (.infixOperator, "=="), (.leftAngle, "<"),
                     (.identifier, "T"), (.rightAngle, ">"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.identifier, "T"),
                     (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "T"), (.rightParen, ")"))
    }

    func testOperatorNameGivesUpTheGenericClausesAngle() {
        // As in Swift's parser: `func ==<T>` is the operator `==` with the generic clause `<T>`.
        assertTokens("func ==<T>(a: T)", (.keyword, "func"), (.prefixOperator, "=="), (.leftAngle, "<"), (.identifier, "T"), (.rightAngle, ">"),
                     (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.identifier, "T"), (.rightParen, ")"))
        assertTokens("func <<T>()", (.keyword, "func"), (.prefixOperator, "<"), (.leftAngle, "<"), (.identifier, "T"), (.rightAngle, ">"),
                     (.leftParen, "("), (.rightParen, ")"))
        assertTokens("x = a <<b", (.identifier, "x"), (.equal, "="), (.identifier, "a"), (.prefixOperator, "<<"), (.identifier, "b"))
    }

    func testComparisonsAreOperators() {
        assertTokens("a < b", (.identifier, "a"), (.infixOperator, "<"), (.identifier, "b"))
        assertTokens("a<b", (.identifier, "a"), (.infixOperator, "<"), (.identifier, "b"))
        assertTokens("if a < b && c > d {", (.keyword, "if"), (.identifier, "a"), (.infixOperator, "<"), (.identifier, "b"),
                     (.infixOperator, "&&"), (.identifier, "c"), (.infixOperator, ">"), (.identifier, "d"), (.leftBrace, "{"))
        assertTokens("i<n-1", (.identifier, "i"), (.infixOperator, "<"), (.identifier, "n"), (.infixOperator, "-"), (.integerLiteral, "1"))
        assertTokens("x << 2 >> 1", (.identifier, "x"), (.infixOperator, "<<"), (.integerLiteral, "2"), (.infixOperator, ">>"), (.integerLiteral, "1"))
        assertTokens("a<=b", (.identifier, "a"), (.infixOperator, "<="), (.identifier, "b"))
    }

    func testEditorPlaceholders() {
        assertTokens("f(<#value#>, <#T##Int#>)", (.identifier, "f"), (.leftParen, "("), (.identifier, "<#value#>"), (.comma, ","),
                     (.identifier, "<#T##Int#>"), (.rightParen, ")"))
        assertTokens("a <# b", (.identifier, "a"), (.prefixOperator, "<"), (.pound, "#"), (.identifier, "b"))
    }
}
