import SwiftCST
import XCTest

/// Renderings and lookups shared by the tree tests.

/// The node kinds under `node` as nested parentheses, tokens left out:
/// `postfixExpr(identifierExpr memberSuffix callSuffix(argument(literalExpr)))`.
func outline(_ node: Node, depth: Int = .max) -> String {
    let children = node.children
    guard !children.isEmpty, depth > 0 else { return "\(node.kind)" }
    return "\(node.kind)(" + children.map { outline($0, depth: depth - 1) }.joined(separator: " ") + ")"
}

/// The outline of each top-level item of `source` (which must round-trip and have no unknown node).
func outlines(_ source: String, depth: Int = .max, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let tree = parsed(source, file: file, line: line)
    XCTAssertEqual(tree.unknownNodeCount, 0, "unknown nodes in:\n\(tree.dump())", file: file, line: line)
    return tree.root.children.map { outline($0, depth: depth) }
}

/// The first node of `kind` in `source`, failing the test when there is none.
func first(_ kind: SyntaxKind, in source: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
    let tree = parsed(source, file: file, line: line)
    XCTAssertEqual(tree.unknownNodeCount, 0, "unknown nodes in:\n\(tree.dump())", file: file, line: line)
    return try XCTUnwrap(tree.nodes(ofKind: kind).first, "no \(kind) in:\n\(tree.dump())", file: file, line: line)
}
