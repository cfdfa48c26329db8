import SwiftCST
@testable import Transforms
import XCTest

/// `comments(between:and:)` and `hasComments(between:and:)` give what a walk over the trivia
/// of every token between the two finds, for trivia of every kind.
final class CommentQueryTests: XCTestCase {
    /// The comments in the trailing trivia of `first..<last` and the leading trivia of `first+1...last`.
    private func walked(_ tree: SyntaxTree, _ first: Int, _ last: Int) -> [TriviaPiece] {
        guard first < last else { return [] }
        return (first..<last).flatMap { (tree.trailingTrivia($0) + tree.leadingTrivia($0 + 1)).filter { $0.kind.isComment } }
    }

    func testCommentsBetweenTokensMatchTheTriviaWalk() {
        let sources = [
            "let a = 1 // one\n/* two */ let b = /** three */ 2 /// four\n",
            "f(a, /* x */ b)\r\n// y\r\nvar c: /* z\n spans */ Int\n",
            "#!/usr/bin/env swift\nlet a = 1\n<<<<<<< HEAD/x\nlet b = 2\n=======\nlet b = 3\n>>>>>>> other/y\n",
            "var s /* c */ : S\nvar t\n// d\n: T\n\u{0}\u{0}let u = 1 /* open",
            "x;;y // z\n\n\n/* a */ /* b */\n}",
        ]
        for source in sources {
            let tree = SyntaxTree(source)
            for first in tree.tokens.indices {
                for last in max(0, first - 2)..<min(tree.tokens.count, first + 12) {
                    let expected = walked(tree, first, last)
                    XCTAssertEqual(tree.comments(between: first, and: last), expected, "\(source.debugDescription) \(first) \(last)")
                    XCTAssertEqual(tree.hasComments(between: first, and: last), !expected.isEmpty, "\(source.debugDescription) \(first) \(last)")
                }
            }
        }
    }
}
