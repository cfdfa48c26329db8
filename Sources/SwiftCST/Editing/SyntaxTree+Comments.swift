/// Questions about comments that rules ask before they move, replace or drop text (a
/// comment must never be lost silently).
extension SyntaxTree {
    /// The comments in the trivia between tokens `first` and `last` (after `first`, before
    /// `last`), in order.
    public func comments(between first: Int, and last: Int) -> [TriviaPiece] {
        guard first < last else { return [] }
        return comments(in: Int(tokens[first].end)..<Int(tokens[last].start))
    }

    /// True when a comment sits in the trivia between tokens `first` and `last`; stops at the first.
    public func hasComments(between first: Int, and last: Int) -> Bool {
        guard first < last else { return false }
        return (first..<last).contains { token in
            trailingTrivia(token).contains { $0.kind.isComment } || leadingTrivia(token + 1).contains { $0.kind.isComment }
        }
    }

    /// The comments inside the text of `node`, between its first and last tokens.
    public func comments(inside node: Node) -> [TriviaPiece] {
        guard let first = node.firstToken, let last = node.lastToken else { return [] }
        return comments(between: first, and: last)
    }

    /// True when a comment in `range` starts outside every one of `kept`: text a rewrite keeping
    /// only those parts would lose.
    public func hasComments(in range: Range<Int>, outside kept: [Range<Int>]) -> Bool {
        comments(in: range).contains { comment in !kept.contains { $0.contains(comment.range.lowerBound) } }
    }

    /// The comments in the trivia inside the byte range `range` that lie outside `kept`, in order.
    public func commentTexts(in range: Range<Int>, outside kept: Range<Int>) -> [String] {
        comments(in: range)
            .filter { range.contains($0.range.lowerBound) && !kept.contains($0.range.lowerBound) }
            .map { string($0.range) }
    }
}
