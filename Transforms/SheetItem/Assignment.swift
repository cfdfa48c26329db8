import SwiftCST

/// A statement `x = value` (or `self.x = value`) that assigns a property.
struct Assignment {
    /// The `sequenceExpr` statement.
    let statement: Node
    let reference: PropertyReference
    let value: Node

    /// The assignment whose left side is exactly `reference`, when it stands as a statement.
    init?(_ reference: PropertyReference) {
        guard let target = reference.standalone, let sequence = target.parent, sequence.kind == .sequenceExpr,
              sequence.firstChild == target, sequence.children.count == 2, sequence.directTokens.count == 1,
              sequence.tree.tokens[sequence.directTokens[0]].kind == .equal, let block = sequence.parent,
              Assignment.isStatementList(block) else { return nil }
        statement = sequence
        self.reference = reference
        value = sequence.children[1]
    }

    /// The list of statements the assignment belongs to.
    var block: Node { statement.parent! }

    /// The value when it is a literal: `true`, `false`, `nil`.
    var literal: String? { value.kind == .literalExpr ? value.text : nil }

    /// True for nodes whose children are statements.
    static func isStatementList(_ node: Node) -> Bool {
        switch node.kind {
        case .codeBlock, .closureExpr, .accessorBlock, .switchCase, .ifConfigClause, .sourceFile: return true
        default: return false
        }
    }

    /// True when the reference is the left side of an assignment-like operator (`=`, `+=`,
    /// ...), whether or not it stands as a statement: a write.
    static func isWritten(_ reference: PropertyReference) -> Bool {
        guard let target = reference.standalone, let sequence = target.parent, sequence.kind == .sequenceExpr,
              let operatorToken = sequence.directTokens.first(where: { $0 > (target.lastToken ?? 0) }) else {
            if let target = reference.standalone, target.parent?.kind == .prefixExpr, let first = target.parent?.firstToken {
                return target.tree.text(first) == "&"
            }
            return false
        }
        guard sequence.children.first == target else { return false }
        let text = sequence.tree.text(operatorToken)
        return sequence.tree.tokens[operatorToken].kind == .equal
            || (text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text))
    }
}

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
