import SwiftCST

extension Node {
    /// `target = value` (a `sequenceExpr` of two operands and one `=`): its operands; nil for
    /// any other node.
    var assignmentOperands: (target: Node, value: Node)? {
        guard kind == .sequenceExpr, directTokens.count == 1, tree.tokens[directTokens[0]].kind == .equal else { return nil }
        let operands = children
        guard operands.count == 2 else { return nil }
        return (operands[0], operands[1])
    }

    /// The name of the property `x` when this is `x` or `self.x`.
    var ownPropertyName: String? {
        if kind == .identifierExpr, firstToken == lastToken { return identifierName }
        guard let chain = PostfixChainSyntax(self), chain.primary?.isIdentifier("self") == true, chain.suffixes.count == 1,
              chain.suffixes[0].kind == .memberSuffix else { return nil }
        return chain.suffixes[0].identifierName
    }
}

extension SyntaxTree {
    /// True for `=` and the compound assignment operators (`+=`, `??=`…), not comparisons.
    func isAssignmentOperator(_ token: Int) -> Bool {
        let kind = tokens[token].kind
        if kind == .equal { return true }
        guard kind == .infixOperator else { return false }
        let text = text(token)
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
