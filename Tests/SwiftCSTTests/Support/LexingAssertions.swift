import SwiftCST
import XCTest

/// Token and trivia renderings shared by the lexer tests. Every helper first checks that the
/// source round-trips and that tokens and trivia tile the input, so no test forgets it.

/// Parses `source`, failing the test when printing the tree does not give the bytes back.
func parsed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
    parsed(bytes: Array(source.utf8), file: file, line: line)
}

func parsed(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
    let tree = SyntaxTree(bytes: bytes)
    XCTAssertEqual(tree.printed(), bytes, "round trip", file: file, line: line)
    XCTAssertEqual(TreeInvariants.violations(in: tree), [], file: file, line: line)
    return tree
}

/// The tokens of `source` (end of file excluded) as `(kind, text)` pairs.
func lexed(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [(TokenKind, String)] {
    let tree = parsed(source, file: file, line: line)
    return tree.tokens.indices.dropLast().map { (tree.tokens[$0].kind, tree.text($0)) }
}

/// Asserts that `source` lexes into exactly `expected`.
func assertTokens(_ source: String, _ expected: (TokenKind, String)..., file: StaticString = #filePath, line: UInt = #line) {
    let actual = lexed(source, file: file, line: line)
    let render = { (tokens: [(TokenKind, String)]) in tokens.map { "\($0.0) \($0.1.debugDescription)" } }
    XCTAssertEqual(render(actual), render(expected), "tokens of \(source.debugDescription)", file: file, line: line)
}

/// Asserts the kinds only, for sources whose texts are obvious.
func assertKinds(_ source: String, _ expected: [TokenKind], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(lexed(source, file: file, line: line).map(\.0), expected, "kinds of \(source.debugDescription)", file: file, line: line)
}

/// One trivia piece, readable: `spaces×2`, `newlines×1`, `lineComment("// a")`.
func describe(_ piece: TriviaPiece, in tree: SyntaxTree) -> String {
    let text = tree.string(piece.range)
    switch piece.kind {
    case .spaces, .tabs, .verticalTabs, .formFeeds, .newlines, .carriageReturns:
        return "\(piece.kind)×\(piece.range.count)"
    case .carriageReturnLineFeeds:
        return "\(piece.kind)×\(piece.range.count / 2)"
    case .byteOrderMark:
        return "byteOrderMark"
    default:
        return "\(piece.kind)(\(text.debugDescription))"
    }
}

/// Each token with its trivia: `[newlines×1 spaces×2] identifier "b" [spaces×1 lineComment("// c")]`.
func layout(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    layout(bytes: Array(source.utf8), file: file, line: line)
}

func layout(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let tree = parsed(bytes: bytes, file: file, line: line)
    return tree.tokens.indices.map { i in
        let leading = tree.leadingTrivia(i).map { describe($0, in: tree) }.joined(separator: " ")
        let trailing = tree.trailingTrivia(i).map { describe($0, in: tree) }.joined(separator: " ")
        return "[\(leading)] \(tree.tokens[i].kind) \(tree.text(i).debugDescription) [\(trailing)]"
    }
}
