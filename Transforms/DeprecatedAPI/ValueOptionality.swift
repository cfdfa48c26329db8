import MigrationKit
import SwiftCST

/// Whether an argument may be `nil`, read from its syntax and the project's declarations:
/// the deprecated modifiers take optionals (`foregroundColor(_: Color?)`) where their
/// replacements do not, or give `nil` another meaning.
enum ValueOptionality: Equatable {
    /// `nil` or `.none`.
    case nilLiteral
    /// Optional: `c ? .red : nil`, `theme?.color`, `try? f()`, `x as? Color`, or a property
    /// declared with an optional type.
    case optional
    /// Not optional, as far as the syntax and the declarations tell (an expression whose type
    /// the tool cannot read counts as not optional: the compiler says so if it is).
    case nonOptional

    static func of(_ value: Node, context: TransformContext) -> ValueOptionality {
        let expression = value.unparenthesized
        let tree = expression.tree
        if expression.kind == .literalExpr, let token = expression.firstToken, tree.tokens[token].keyword == .nil { return .nilLiteral }
        if expression.kind == .implicitMemberExpr, expression.identifierName == "none" { return .nilLiteral }
        if expression.kind == .sequenceExpr { return ofSequence(expression, context: context) }
        if expression.kind == .tryExpr, let first = expression.firstToken, first + 1 < tree.tokens.count,
           tree.tokens[first + 1].kind == .postfixQuestion {
            return .optional
        }
        if expression.kind == .postfixExpr, hasOptionalChaining(expression) { return .optional }
        if expression.kind == .postfixExpr || expression.kind == .identifierExpr {
            let query = StaticTypeQuery.of(expression)
            if case .type(let type, _) = StaticTypeResolver(context.index).resolve(query), isOptional(type) { return .optional }
        }
        return .nonOptional
    }

    /// A ternary whose branches may be nil, `x as? T`; `a ?? b` is as optional as `b`.
    private static func ofSequence(_ sequence: Node, context: TransformContext) -> ValueOptionality {
        let tree = sequence.tree
        let children = sequence.children
        var afterTernary = false
        var operands: [Node] = []
        for token in sequence.directTokens {
            if tree.tokens[token].kind == .infixOperator && tree.tokenIs(token, "?") { afterTernary = true }
            if tree.tokenIs(token, "as"), token + 1 < tree.tokens.count, tree.tokens[token + 1].kind == .postfixQuestion { return .optional }
        }
        if afterTernary {
            // The operands after the first `?`: the branches (a nested condition is harmless).
            let question = sequence.directTokens.first { tree.tokens[$0].kind == .infixOperator && tree.tokenIs($0, "?") }!
            operands = children.filter { $0.range.lowerBound > Int(tree.tokens[question].start) }
        } else if let last = children.last, sequence.directTokens.contains(where: { tree.tokenIs($0, "??") }) {
            operands = [last]
        }
        let answers = operands.map { of($0, context: context) }
        if answers.contains(.nilLiteral) || answers.contains(.optional) { return .optional }
        return .nonOptional
    }

    /// `a?.b` (the chain's own `?`, not one inside an argument).
    private static func hasOptionalChaining(_ chain: Node) -> Bool {
        chain.children.contains { $0.kind == .postfixOperatorSuffix && $0.firstToken.map { chain.tree.tokens[$0].kind == .postfixQuestion } == true }
    }

    /// `Color?`, `Optional<Color>`, `Color!`.
    private static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}
