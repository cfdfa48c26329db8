extension Node {
    /// True for nodes whose children are statements (or, at the top level and in `#if`,
    /// declarations): code blocks, closures, accessor blocks, `case`s, `#if` clauses, the file.
    public var isStatementList: Bool {
        switch kind {
        case .codeBlock, .closureExpr, .accessorBlock, .switchCase, .ifConfigClause, .sourceFile: return true
        default: return false
        }
    }

    /// `target = value` (a `sequenceExpr` of two operands and one `=`): its operands; nil for
    /// any other node.
    public var assignmentOperands: (target: Node, value: Node)? {
        guard kind == .sequenceExpr, hasOneDirectToken, let operatorToken = firstDirectToken(where: { _ in true }),
              tree.tokens[operatorToken].kind == .equal,
              let target = firstChild, let value = target.nextSibling, value.nextSibling == nil else { return nil }
        return (target, value)
    }

    /// The name of the property `x` when this is `x` or `self.x`.
    public var ownPropertyName: String? {
        if kind == .identifierExpr, firstToken == lastToken { return identifierName }
        guard kind == .postfixExpr, let primary = firstChild, primary.isIdentifier("self"), let suffix = primary.nextSibling,
              suffix.nextSibling == nil, suffix.kind == .memberSuffix else { return nil }
        return suffix.identifierName
    }
}

extension SyntaxTree {
    /// True for `=` and the compound assignment operators (`+=`, `??=`…), not comparisons.
    public func isAssignmentOperator(_ token: Int) -> Bool {
        let kind = tokens[token].kind
        if kind == .equal { return true }
        // An operator ending in `=` ends in its byte: most operators are told without their text.
        let range = textRange(token)
        guard kind == .infixOperator, !range.isEmpty, bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return false }
        let text = text(token)
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
