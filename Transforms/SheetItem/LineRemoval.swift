import SwiftCST

extension SyntaxTree {
    /// Removes a statement: its whole line when it is alone there (a comment after it on the
    /// line goes too, as it speaks of the statement), otherwise the statement with the `;` that
    /// separates it from its neighbour on the line.
    func removal(ofStatement statement: Node) -> TextEdit? {
        guard let first = statement.firstToken, let last = statement.lastToken else { return nil }
        let end = last + 1 < tokens.count && tokens[last + 1].kind == .semicolon ? last + 1 : last
        if isAloneOnLines(first: first, last: end, allowingComment: true) {
            return .delete(wholeLines(first: first, last: end))
        }
        if end == last, first > 0, tokens[first - 1].kind == .semicolon, !tokens[first].isAtStartOfLine {
            return .delete(Int(tokens[first - 1].start)..<Int(tokens[last].end))
        }
        return removal(tokens: first, through: end)
    }

    /// Removes a declaration with its line (and the comment after it on that line), and with
    /// the documentation comment lines (`///`) right above it.
    func removal(ofDeclaration declaration: Node) -> TextEdit? {
        guard let first = declaration.firstToken, let last = declaration.lastToken else { return nil }
        guard isAloneOnLines(first: first, last: last, allowingComment: true) else { return removal(tokens: first, through: last) }
        let lines = wholeLines(first: first, last: last)
        return .delete((documentationStart(above: first) ?? lines.lowerBound)..<lines.upperBound)
    }

    /// The start of the first line of the `///` comment lines directly above token `index`.
    private func documentationStart(above index: Int) -> Int? {
        let pieces = leadingTrivia(index)
        var start: Int? = nil
        var i = pieces.count - 1
        while i >= 0 && (pieces[i].kind == .spaces || pieces[i].kind == .tabs) { i -= 1 }
        while i >= 1, pieces[i].kind.isNewline, pieces[i].range.count == (pieces[i].kind == .carriageReturnLineFeeds ? 2 : 1),
              pieces[i - 1].kind == .docLineComment || pieces[i - 1].kind == .docBlockComment {
            start = lineStart(containing: pieces[i - 1].range.lowerBound)
            i -= 2
            while i >= 0 && (pieces[i].kind == .spaces || pieces[i].kind == .tabs) { i -= 1 }
        }
        return start
    }
}

extension SyntaxTree {
    /// The comments inside the text of `node`, between its first and last tokens.
    func comments(inside node: Node) -> [TriviaPiece] {
        guard let first = node.firstToken, let last = node.lastToken, first < last else { return [] }
        return (first..<last).flatMap { token in
            (trailingTrivia(token) + leadingTrivia(token + 1)).filter { $0.kind.isComment }
        }
    }
}
