import SwiftCST

/// A statement `x = value` (or `self.x = value`) that assigns a property.
struct Assignment {
    /// The `sequenceExpr` statement.
    let statement: Node
    let reference: PropertyReference
    let value: Node

    /// The assignment whose left side is exactly `reference`, when it stands as a statement.
    init?(_ reference: PropertyReference) {
        guard let target = reference.standalone, let sequence = target.parent, let operands = sequence.assignmentOperands,
              operands.target == target, let block = sequence.parent, block.isStatementList else { return nil }
        statement = sequence
        self.reference = reference
        value = operands.value
    }

    /// The list of statements the assignment belongs to.
    var block: Node { statement.parent! }

    /// The value when it is a literal: `true`, `false`, `nil`.
    var literal: String? { value.kind == .literalExpr ? value.text : nil }

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
        return sequence.children.first == target && sequence.tree.isAssignmentOperator(operatorToken)
    }
}
