import SwiftCST

/// The colour given to `.foregroundColor(_:)` (a `Color?`), as `.foregroundStyle(_:)` (generic
/// over `ShapeStyle`) needs it: an implicit member is looked up on `ShapeStyle` there, where
/// only the plain colours mean the same `Color`. `.primary` and `.secondary` are hierarchical
/// styles of the current foreground there, and `.accentColor` or the project's own colours are
/// not found: those become `Color.primary`, `Color.accentColor`, ... so the colour stays the same.
enum ColorArgument {
    /// The `Color` statics that `ShapeStyle` also declares, with the same meaning.
    static let shapeStyleColors: Set<String> = [
        "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "clear",
        "mint", "teal", "cyan", "indigo", "brown",
    ]

    /// The insertions of `Color` before the implicit members that start the value `expression`
    /// (itself, or a ternary's branches) and would mean something else, or not compile, as a
    /// `ShapeStyle`.
    static func qualifications(in expression: Node) -> [TextEdit] {
        heads(of: expression).compactMap { head, always in
            guard let name = head.identifierName, always || !shapeStyleColors.contains(name) else { return nil }
            return .insert("Color", at: head.range.lowerBound)
        }
    }

    /// The implicit member expressions whose type is the value's: `.red` in `.red`,
    /// `.red.opacity(0.5)`, in the branches of `c ? .red : .blue`, and after `??` (`always`:
    /// `c ?? .red` does not find `.red` when the value's type is generic, so it is qualified too).
    private static func heads(of value: Node, always: Bool = false) -> [(head: Node, always: Bool)] {
        let expression = value.unparenthesized
        switch expression.kind {
        case .implicitMemberExpr:
            return [(expression, always)]
        case .postfixExpr:
            guard let primary = expression.firstChild, primary.kind == .implicitMemberExpr else { return [] }
            return [(primary, always)]
        case .sequenceExpr:
            let tree = expression.tree
            if let question = expression.directTokens.first(where: { tree.tokens[$0].kind == .infixOperator && tree.tokenIs($0, "?") }) {
                let start = Int(tree.tokens[question].start)
                return expression.children.filter { $0.range.lowerBound > start }.flatMap { heads(of: $0, always: always) }
            }
            if expression.directTokens.contains(where: { tree.tokenIs($0, "??") }), let last = expression.children.last {
                return heads(of: last, always: true)
            }
            return []
        default:
            return []
        }
    }
}
