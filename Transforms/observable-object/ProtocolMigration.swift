import MigrationKit
import SwiftCST

/// The edit that turns `protocol P: ObservableObject` into `protocol P: AnyObject, Observable`
/// (issue 21 §5): the `ObservableObject` element (or `Combine.ObservableObject`) is replaced in
/// place, so other inherited protocols, the `where` clause, attributes and trivia stay.
/// `AnyObject` is added only when the clause does not already make the protocol class-bound.
enum ProtocolMigration {
    static func edits(_ decl: TypeDeclSyntax) -> [TextEdit] {
        guard let clause = decl.inheritanceClause else { return [] }
        let tree = decl.node.tree
        let classBound = clause.types.contains { ["AnyObject", "class"].contains($0.baseName) }
        return clause.types.filter(ClassMigration.isObservableObject).compactMap { type in
            guard let first = type.node.firstToken, let last = type.node.lastToken else { return nil }
            let range = Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
            return TextEdit(range: range, replacement: classBound ? "Observable" : "AnyObject, Observable")
        }
    }
}
