import SwiftCST

/// For a projection `$m` (not `$0`): `m`, and whether a member access follows (`$m.prop`).
func projection(_ node: Node) -> (name: String, isMemberAccess: Bool)? {
    guard node.kind == .identifierExpr, let token = node.firstToken, node.tree.tokens[token].kind == .dollarIdentifier else { return nil }
    let name = node.tree.text(token).dropFirst()
    guard let first = name.first, !first.isNumber else { return nil }
    let isMemberAccess = node.parent?.kind == .postfixExpr && node.previousSibling == nil && node.nextSibling?.kind == .memberSuffix
    return (String(name), isMemberAccess)
}
