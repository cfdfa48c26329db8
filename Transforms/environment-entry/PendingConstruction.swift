import MigrationKit
import SwiftCST

/// A construction from constants whose value the syntax alone cannot vouch for: `Analytics()`,
/// `Config(level: 2)`, `.init()` of the declared type. It gives an equal value at every
/// evaluation when its type is a project value type built by its implicit initializer
/// (`ProjectValueTypes`), which only the index can tell.
struct PendingConstruction: Hashable, Sendable {
    /// The constructed type as written, where it is written.
    var type: TypeReference
    /// The argument labels in order (nil for an unlabelled argument).
    var labels: [String?]

    /// `Type(…)`, `Outer.Type(…)`, `Type.init(…)`, or `.init(…)` when `declaredType` names the
    /// type, with arguments only (no trailing closure); nil for other expressions.
    init?(_ expression: Node, declaredType: TypeSyntax?) {
        guard let call = expression.lastChild.flatMap(CallSyntax.init), call.node.children.allSatisfy({ $0.kind == .argument }) else { return nil }
        let name: String
        if let constructed = TypeIndexer.constructedTypeName(expression) {
            name = constructed
        } else if let chain = PostfixChainSyntax(expression), chain.suffixes.count == 1, chain.primary?.kind == .implicitMemberExpr,
                  chain.primary?.identifierName == "init", let declared = declaredType.flatMap({ TypeText.namePath($0.node.compactText) }) {
            name = declared
        } else {
            return nil
        }
        type = TypeReference(name, in: ownerTypePath(of: expression))
        labels = call.arguments.map(\.label)
    }
}
