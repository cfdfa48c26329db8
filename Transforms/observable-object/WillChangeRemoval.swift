import MigrationKit
import SwiftCST

/// The edits that take away a class's own `objectWillChange` where Observation takes it over
/// (`WillChangeSend`): the send statement, with its `willSet` (and accessor block) when nothing
/// else is left in them, or the declaration; in a computed property's setter, the macro's
/// `access`/`withMutation` take its place (`ObservedComputedProperty`).
struct WillChangeRemoval {
    let tree: SyntaxTree

    /// `node`: the `objectWillChange` use phase 1 recorded (identifier, member or declared pattern).
    func edits(at node: Node) -> [TextEdit] {
        if let forwarding = WillChangeForwarding.statement(forwardingChildAt: node), let first = forwarding.firstToken {
            return tree.removal(ofStatement: forwarding).map { [tree.withCommentAbove($0, statementStartingAt: first)] } ?? []
        }
        if case .inSetter? = WillChangeSend.of(node), let statement = WillChangeSend.sendStatement(at: node),
           let (property, accessors) = WillChangeSend.computedProperty(settingFirstIn: statement) {
            return ObservedComputedProperty(tree: tree, property: property).edits(getter: accessors.getter, setter: accessors.setter)
        }
        return edit(at: node).map { [$0] } ?? []
    }

    private func edit(at node: Node) -> TextEdit? {
        switch WillChangeSend.of(node) {
        case nil, .inSetter?:
            return nil
        case .declaration?:
            return node.ancestor(.variableDecl).flatMap(tree.removal(ofDeclaration:))
        case .beforeAssignments?, .afterWrites?:
            return WillChangeSend.sendStatement(at: node).flatMap(tree.removal(ofStatement:)).map(tree.withoutBlankLineAtBlockTop)
        case .inWillSet?:
            guard let send = WillChangeSend.sendStatement(at: node), let (statement, _) = WillChangeSend.willSetStatement(carrying: send),
                  let body = statement.parent, let accessor = body.parent, let block = accessor.parent.flatMap(AccessorBlockSyntax.init) else { return nil }
            // `if state != .active { objectWillChange.send() }`: the `if` goes, with the comment above it.
            let isConditional = statement != send
            let commentsLeft = isConditional
                ? tree.hasComments(between: statement.firstToken ?? 0, and: statement.lastToken ?? 0)
                : tree.hasComments(between: body.firstToken ?? 0, and: body.lastToken ?? 0)
            guard body.children.count == 1, !commentsLeft else {
                guard isConditional, let first = statement.firstToken else { return tree.removal(ofStatement: statement) }
                return tree.removal(ofStatement: statement).map { tree.withCommentAbove($0, statementStartingAt: first) }
            }
            guard block.accessors.count == 1, let open = block.node.firstToken, open > 0, let close = block.node.lastToken,
                  !tree.hasComments(between: open, and: close) else { return tree.removal(of: accessor) }
            // `var x = 0 { willSet { objectWillChange.send() } }`: the whole block goes, from the end of the token before it.
            return .delete(Int(tree.tokens[open - 1].end)..<Int(tree.tokens[close].end))
        }
    }
}
