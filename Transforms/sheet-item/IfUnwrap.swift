import SwiftCST

/// Replaces `if let s = x { body }` by `body`, one indentation level out, keeping every
/// byte of the body (comments included) and the lines of multi-line strings as they are.
enum IfUnwrap {
    /// The edits, or nil when the `if` is laid out so that a comment would be lost.
    static func edits(_ statement: Node) -> [TextEdit]? {
        let tree = statement.tree
        guard let ifToken = statement.firstToken, let body = statement.child(.codeBlock), let open = body.firstToken,
              let close = body.lastToken, tree.tokens[close].kind == .rightBrace, open + 1 < close,
              !tree.hasComments(between: ifToken, and: open) else { return nil }
        let openEndsLine = tree.tokens[open + 1].isAtStartOfLine
        if !openEndsLine && (open + 1...close).allSatisfy({ !tree.tokens[$0].isAtStartOfLine }) {
            // `if let s = x { A(s) }` on one line.
            guard !tree.hasComments(between: open, and: open + 1), !tree.hasComments(between: close - 1, and: close) else { return nil }
            let inner = tree.string(Int(tree.tokens[open + 1].start)..<Int(tree.tokens[close - 1].end))
            return [TextEdit(range: Int(tree.tokens[ifToken].start)..<Int(tree.tokens[close].end), replacement: inner)]
        }
        guard openEndsLine, tree.tokens[ifToken].isAtStartOfLine, tree.tokens[close].isAtStartOfLine,
              tree.isAloneOnLines(first: close, last: close),
              !tree.trailingTrivia(open).contains(where: { $0.kind.isComment }) else { return nil }
        var edits: [TextEdit] = [.delete(tree.wholeLines(first: ifToken, last: open))]
        let inner = tree.lineEnd(containing: Int(tree.tokens[open].end))..<tree.lineStart(containing: Int(tree.tokens[close].start))
        edits += dedent(inner, from: Int(tree.tokens[open + 1].start), to: Int(tree.tokens[ifToken].start), in: tree)
        edits.append(.delete(tree.wholeLines(first: close, last: close)))
        return edits
    }

    /// Deletes, on each line of `lines`, the indentation the line holding `inner` has beyond the
    /// line holding `outer`. Lines that start inside a token (a multi-line string) stay as they are.
    private static func dedent(_ lines: Range<Int>, from inner: Int, to outer: Int, in tree: SyntaxTree) -> [TextEdit] {
        let outerIndent = Array(tree.indentation(ofLineContaining: outer).utf8)
        let innerIndent = Array(tree.indentation(ofLineContaining: inner).utf8)
        guard innerIndent.count > outerIndent.count, innerIndent.starts(with: outerIndent) else { return [] }
        var edits: [TextEdit] = []
        var lineStart = lines.lowerBound
        while lineStart < lines.upperBound {
            let token = tree.tokens[tree.tokenIndex(containing: lineStart)]
            let insideToken = Int(token.start) < lineStart && lineStart < Int(token.end)
            if !insideToken && tree.bytes[lineStart...].starts(with: innerIndent) {
                edits.append(.delete(lineStart + outerIndent.count..<lineStart + innerIndent.count))
            }
            lineStart = tree.lineEnd(containing: lineStart)
        }
        return edits
    }
}
