/// Removing whole lines tidily, beyond `removal(of:)`: statements with their `;`,
/// declarations with their documentation comment, and no double blank line left behind.
extension SyntaxTree {
    /// Removes a statement: its whole line when it is alone there (a comment after it on the
    /// line goes too, as it speaks of the statement), otherwise the statement with the `;` that
    /// separates it from its neighbour on the line.
    public func removal(ofStatement statement: Node) -> TextEdit? {
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
    public func removal(ofDeclaration declaration: Node) -> TextEdit? {
        guard let first = declaration.firstToken, let last = declaration.lastToken else { return nil }
        guard isAloneOnLines(first: first, last: last, allowingComment: true) else { return removal(tokens: first, through: last) }
        let lines = wholeLines(first: first, last: last)
        let documentation = attachedCommentLinesStart(before: first) { $0 == .docLineComment || $0 == .docBlockComment }
        return .delete((documentation ?? lines.lowerBound)..<lines.upperBound)
    }

    /// A removal of whole lines that sits between two blank lines takes one of them too, so no
    /// double blank line is left; one between a blank line and the end of its block (or file)
    /// takes the blank line before it.
    public func withoutDoubleBlankLine(_ removal: TextEdit) -> TextEdit {
        let range = removal.range
        guard range.lowerBound > 0, isBlankLine(at: lineStart(containing: range.lowerBound - 1)) else { return removal }
        if range.upperBound >= bytes.count || lineStart(containing: range.upperBound) == range.upperBound && startsWithClosingBrace(line: range.upperBound) {
            return .delete(lineStart(containing: range.lowerBound - 1)..<range.upperBound)
        }
        guard lineStart(containing: range.upperBound) == range.upperBound, isBlankLine(at: range.upperBound) else { return removal }
        return .delete(range.lowerBound..<lineEnd(containing: range.upperBound))
    }

    /// A removal of whole lines right below the line opening its block (`… {`) takes the blank
    /// line after it, so none is left at the top of the block.
    public func withoutBlankLineAtBlockTop(_ removal: TextEdit) -> TextEdit {
        let range = removal.range
        guard range.lowerBound > 0, lineStart(containing: range.lowerBound) == range.lowerBound, opensBlock(lineEndingAt: range.lowerBound),
              range.upperBound < bytes.count, lineStart(containing: range.upperBound) == range.upperBound, isBlankLine(at: range.upperBound) else {
            return removal
        }
        return .delete(range.lowerBound..<lineEnd(containing: range.upperBound))
    }

    /// A removal of the whole lines of a statement starting with token `first` that ends its
    /// group (a blank line, a line closing the block, or the file's end follows) takes the comment
    /// lines right above the statement too: they spoke of what went.
    public func withCommentAbove(_ removal: TextEdit, statementStartingAt first: Int) -> TextEdit {
        let range = removal.range
        guard lineStart(containing: range.lowerBound) == range.lowerBound, range.lowerBound <= Int(tokens[first].start),
              let comments = attachedCommentLinesStart(before: first) else { return removal }
        let next = range.upperBound
        guard next >= bytes.count || lineStart(containing: next) == next && (isBlankLine(at: next) || startsWithClosingBrace(line: next)) else {
            return removal
        }
        return .delete(comments..<range.upperBound)
    }

    /// True when the line that ends (its line break included) at `end` ends with `{`.
    private func opensBlock(lineEndingAt end: Int) -> Bool {
        bytes[lineStart(containing: end - 1)..<end].last { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } == UInt8(ascii: "{")
    }

    /// True when the line starting at `lineStart` holds `}` first (after its indentation).
    private func startsWithClosingBrace(line lineStart: Int) -> Bool {
        bytes[lineStart..<lineEnd(containing: lineStart)].first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "}")
    }

    /// `removals` (deletions) with those that follow each other joined, each joined run then
    /// taken through `withoutDoubleBlankLine`: statements removed one after another from between
    /// two blank lines leave one blank line, as one removal would.
    public func withoutDoubleBlankLines(_ removals: [TextEdit]) -> [TextEdit] {
        TextEdit.joiningDeletions(TextEdit.joiningDeletions(removals).map(withoutDoubleBlankLine))
    }

    /// True when the line starting at `lineStart` holds nothing but spaces, tabs and its line break.
    private func isBlankLine(at lineStart: Int) -> Bool {
        bytes[lineStart..<lineEnd(containing: lineStart)].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The offset just past the last blank line in token `index`'s leading trivia, if it has one.
    public func endOfBlankLines(before index: Int) -> Int? {
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
}
