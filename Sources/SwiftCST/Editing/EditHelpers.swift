/// Trivia-aware edits, so transforms stay short and every edit leaves tidy code: removing a
/// node takes its line when it is alone on it, removing a list element takes its comma, and
/// inserted lines use the line's indentation and the file's newline style.
extension SyntaxTree {
    // MARK: Lines

    /// True when nothing but whitespace precedes token `first` on its line, and nothing but
    /// whitespace (and, when `allowingComment`, a comment) follows token `last` on its line.
    public func isAloneOnLines(first: Int, last: Int, allowingComment: Bool = false) -> Bool {
        guard tokens[first].isAtStartOfLine || first == 0 else { return false }
        let next = last + 1
        guard next >= tokens.count || tokens[next].isAtStartOfLine || tokens[next].kind == .endOfFile else { return false }
        if next < tokens.count && tokens[next].kind == .endOfFile && !leadingTrivia(next).contains(where: { $0.kind.isNewline }) && !leadingTrivia(next).isEmpty {
            return false
        }
        return allowingComment || !trailingTrivia(last).contains { $0.kind.isComment }
    }

    /// The bytes of whole lines from token `first`'s line start to just past token `last`'s line break.
    public func wholeLines(first: Int, last: Int) -> Range<Int> {
        lineStart(containing: Int(tokens[first].start))..<lineEnd(containing: Int(tokens[last].end))
    }

    // MARK: Removing

    /// Removes a node. When it is alone on its lines, the lines go (with the comment lines
    /// directly above it when `withAttachedComments`); otherwise the node's text goes with the
    /// spaces after it (or before it, when it ends its line), and a comment after it stays.
    public func removal(of node: Node, withAttachedComments: Bool = false) -> TextEdit? {
        guard let first = node.firstToken, let last = node.lastToken else { return nil }
        return removal(tokens: first, through: last, withAttachedComments: withAttachedComments)
    }

    /// Like `removal(of:)` for the token range `first...last`.
    public func removal(tokens first: Int, through last: Int, withAttachedComments: Bool = false) -> TextEdit {
        if isAloneOnLines(first: first, last: last) {
            let lines = wholeLines(first: first, last: last)
            let start = withAttachedComments ? attachedCommentLinesStart(before: first) : nil
            return .delete((start ?? lines.lowerBound)..<lines.upperBound)
        }
        let start = Int(tokens[first].start)
        let trailing = trailingTrivia(last)
        let spacesAfter = endOfBlanks(after: last)
        let followedOnLine = last + 1 < tokens.count && !tokens[last + 1].isAtStartOfLine && tokens[last + 1].kind != .endOfFile
        if followedOnLine || trailing.contains(where: { $0.kind.isComment }) {
            return .delete(start..<spacesAfter)
        }
        // The node ends its line: take the spaces before it instead, keeping the line break.
        return .delete(startOfBlanks(before: start)..<spacesAfter)
    }

    /// The end of the spaces and tabs (only spaces, unless `tabs`) right after token `index`.
    private func endOfBlanks(after index: Int, tabs: Bool = true) -> Int {
        trailingTrivia(index).prefix { $0.kind == .spaces || tabs && $0.kind == .tabs }.last?.range.upperBound ?? Int(tokens[index].end)
    }

    /// The start of the spaces and tabs right before byte `offset`.
    private func startOfBlanks(before offset: Int) -> Int {
        var start = offset
        while start > 0 && (bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")) { start -= 1 }
        return start
    }

    /// The start of the whole comment lines directly above token `index` (no blank line
    /// between), counting only comments whose kind `counts`; nil when there are none.
    public func attachedCommentLinesStart(before index: Int, where counts: (TriviaKind) -> Bool = { $0.isComment }) -> Int? {
        let pieces = leadingTrivia(index)
        var start: Int? = nil
        // Walk backwards: [indent] comment newline [indent] comment newline [indent] <token>
        var i = pieces.count - 1
        while i >= 0 && (pieces[i].kind == .spaces || pieces[i].kind == .tabs) { i -= 1 }
        while i >= 0 {
            guard pieces[i].kind.isNewline, pieces[i].range.count == (pieces[i].kind == .carriageReturnLineFeeds ? 2 : 1) else { break }
            var j = i - 1
            guard j >= 0, pieces[j].kind.isComment, counts(pieces[j].kind) else { break }
            j -= 1
            while j >= 0 && (pieces[j].kind == .spaces || pieces[j].kind == .tabs) { j -= 1 }
            // The comment must start its line: after a line break, or at a line start (the file's).
            let commentLineStart = j >= 0 ? pieces[j].range.upperBound : leadingTriviaStart(index)
            guard j >= 0 ? pieces[j].kind.isNewline : lineStart(containing: commentLineStart) == commentLineStart else { break }
            start = commentLineStart
            i = j
        }
        return start
    }

    /// Removes one element of a comma-separated list (an inheritance clause, arguments, ...)
    /// with its separating comma. `elements` are the list's element nodes in order.
    /// Returns nil when `element` is the only one (remove the whole list instead).
    public func removal(ofElement element: Node, in elements: [Node]) -> TextEdit? {
        guard elements.count > 1, let index = elements.firstIndex(of: element),
              let first = element.firstToken, let last = element.lastToken else { return nil }
        // Alone on its line with its comma: remove the line (a comment after it on that line is the element's).
        let comma = last + 1 < tokens.count && tokens[last + 1].kind == .comma ? last + 1 : nil
        if isAloneOnLines(first: first, last: comma ?? last, allowingComment: comma != nil) {
            if comma != nil || index == 0 { return .delete(wholeLines(first: first, last: comma ?? last)) }
        }
        if index == 0 {
            // `A, B` -> `B`: up to the next element, unless a comment sits in between.
            guard let next = elements[1].firstToken else { return nil }
            let between = Int(tokens[last].end)..<Int(tokens[next].start)
            if comments(in: between).isEmpty {
                return .delete(Int(tokens[first].start)..<Int(tokens[next].start))
            }
            let spaces = comma.map { endOfBlanks(after: $0, tabs: false) } ?? Int(tokens[last].end)
            return .delete(Int(tokens[first].start)..<spaces)
        }
        // `A, B` -> `A`: from the end of the previous element, taking the comma before.
        guard let previousLast = elements[index - 1].lastToken else { return nil }
        let between = Int(tokens[previousLast].end)..<Int(tokens[first].start)
        if comments(in: between).isEmpty {
            return .delete(Int(tokens[previousLast].end)..<Int(tokens[last].end))
        }
        let previousComma = previousLast + 1
        // The element goes with the spaces before it, unless it starts its line.
        let start = tokens[first].isAtStartOfLine ? Int(tokens[first].start) : startOfBlanks(before: Int(tokens[first].start))
        return .delete(Int(tokens[previousComma].start)..<Int(tokens[previousComma].end))
            .merged(with: .delete(start..<Int(tokens[last].end)), in: self)
    }

    /// Comment pieces of trivia overlapping `range`, in order.
    public func comments(in range: Range<Int>) -> [TriviaPiece] {
        var result: [TriviaPiece] = []
        for i in tokenIndex(containing: range.lowerBound)..<tokens.count {
            let leading = leadingTriviaRange(i)
            if leading.lowerBound >= range.upperBound { break }
            result += leadingTrivia(i).filter { $0.kind.isComment && range.overlaps($0.range) }
            result += trailingTrivia(i).filter { $0.kind.isComment && range.overlaps($0.range) }
        }
        return result
    }

    // MARK: Inserting

    /// Inserts `attribute` (e.g. `@Observable`) on a declaration: after its attributes and before
    /// its modifiers. On its own line when the declaration's attributes are on their own lines
    /// (or `ownLine` says so), inline otherwise.
    public func insertion(ofAttribute attribute: String, on decl: Node, ownLine: Bool? = nil) -> TextEdit? {
        let attributes = decl.children(.attribute)
        let anchor: Int?
        if let modifier = decl.child(.modifier) { anchor = modifier.firstToken } else { anchor = decl.keyToken }
        guard let target = anchor ?? decl.firstToken else { return nil }
        let attributesOnOwnLines = attributes.last.map { tokens[target].isAtStartOfLine && $0.lastToken != nil } ?? false
        if ownLine ?? attributesOnOwnLines {
            let position = Int(tokens[target].start)
            if tokens[target].isAtStartOfLine {
                let indent = indentation(ofLineContaining: position)
                return .insert(indent + attribute + newline, at: lineStart(containing: position))
            }
            let indent = indentation(ofLineContaining: Int(tokens[decl.firstToken ?? target].start))
            return .insert(attribute + newline + indent, at: position)
        }
        return .insert(attribute + " ", at: Int(tokens[target].start))
    }

    /// Inserts `statement` as the first statement of a `{ }` block (code block, closure or
    /// accessor block), on its own line at the indentation of the block's first statement.
    public func insertion(ofStatement statement: String, atTopOf block: Node) -> TextEdit? {
        switch statementPlace(atTopOf: block) {
        case nil:
            return nil
        case .lineOf(let position)?:
            return .insert(indentation(ofLineContaining: position) + statement + newline, at: lineStart(containing: position))
        case .afterOpening(let open, let brace, let gap)?:
            let style = self.style
            let indent = indentation(ofLineContaining: Int(tokens[brace].start)) + style.indentUnit
            if let gap = gap {
                // `{ item }` on one line: break it open.
                return TextEdit(range: gap, replacement: style.newline + indent + statement + style.newline + indent)
            }
            return .insert(style.newline + indent + statement, at: Int(tokens[open].trailingEnd))
        }
    }

    /// True when `insertion(ofStatement:atTopOf:)` has a place in `block`, found without
    /// building the edit (nor reading the file's style).
    public func canInsertStatement(atTopOf block: Node) -> Bool {
        statementPlace(atTopOf: block) != nil
    }

    /// Where a statement goes at the top of a `{ }` block.
    private enum StatementPlace {
        /// On a line of its own above the block's first item, which starts its line at `position`.
        case lineOf(position: Int)
        /// Right after token `open` (the `{`, or the closure signature's last token), on a new
        /// line indented one level deeper than the `{` (token `brace`): in the `gap` (which
        /// holds no comment) before a first item on the same line, or after `open`'s trailing
        /// trivia in an empty block.
        case afterOpening(open: Int, brace: Int, gap: Range<Int>?)
    }

    /// The place for a statement at the top of `block`; nil when it is not a `{ }` block or a
    /// comment sits between its `{` and its first item on one line.
    private func statementPlace(atTopOf block: Node) -> StatementPlace? {
        guard let brace = block.firstToken, tokens[brace].kind == .leftBrace else { return nil }
        let firstItem = block.children.first { $0.kind != .closureSignature }
        let afterSignature = block.child(.closureSignature)?.lastToken
        if let item = firstItem, let itemFirst = item.firstToken, tokens[itemFirst].isAtStartOfLine {
            return .lineOf(position: Int(tokens[itemFirst].start))
        }
        let openToken = afterSignature ?? brace
        if let item = firstItem, let itemFirst = item.firstToken {
            let gap = Int(tokens[openToken].end)..<Int(tokens[itemFirst].start)
            guard comments(in: gap).isEmpty else { return nil }
            return .afterOpening(open: openToken, brace: brace, gap: gap)
        }
        return .afterOpening(open: openToken, brace: brace, gap: nil)
    }
}

extension TextEdit {
    /// Two deletions as one edit that keeps the bytes between them.
    func merged(with other: TextEdit, in tree: SyntaxTree) -> TextEdit {
        let lower = min(range.lowerBound, other.range.lowerBound)
        let upper = max(range.upperBound, other.range.upperBound)
        let (a, b) = range.lowerBound < other.range.lowerBound ? (self, other) : (other, self)
        let middle = tree.string(a.range.upperBound..<b.range.lowerBound)
        return TextEdit(range: lower..<upper, replacement: a.replacement + middle + b.replacement)
    }
}
