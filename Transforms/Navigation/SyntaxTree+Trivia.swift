import SwiftCST

/// Questions about comments and blank lines that the navigation rules ask before they move or
/// drop text.
extension SyntaxTree {
    /// True when a comment sits in the trivia between the tokens of `range` (not before its
    /// first token, nor after its last).
    func hasComments(in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        for index in range {
            if index > range.lowerBound, leadingTrivia(index).contains(where: { $0.kind.isComment }) { return true }
            if index < range.upperBound - 1, trailingTrivia(index).contains(where: { $0.kind.isComment }) { return true }
        }
        return false
    }

    /// The offset just past the last blank line in token `index`'s leading trivia, if it has one.
    func endOfBlankLines(before index: Int) -> Int? {
        var newlines = 0
        var end: Int? = nil
        for piece in leadingTrivia(index) {
            if piece.kind.isNewline {
                newlines += piece.kind == .carriageReturnLineFeeds ? piece.range.count / 2 : piece.range.count
                if newlines >= 2 { end = piece.range.upperBound }
            } else if piece.kind != .spaces && piece.kind != .tabs {
                newlines = 0
            }
        }
        return end
    }

    /// The comments in the trivia inside `range` that lie outside `kept`, in order.
    func commentTexts(in range: Range<Int>, outside kept: Range<Int>) -> [String] {
        var result: [String] = []
        var index = tokenIndex(containing: range.lowerBound)
        while index < tokens.count, leadingTriviaStart(index) < range.upperBound {
            for piece in leadingTrivia(index) + trailingTrivia(index) where piece.kind.isComment
                && range.contains(piece.range.lowerBound) && !kept.contains(piece.range.lowerBound) {
                result.append(string(piece.range))
            }
            index += 1
        }
        return result
    }
}
