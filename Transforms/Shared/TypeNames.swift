import MigrationKit
import SwiftCST

/// The simple name a type declaration declares or (for an extension) extends: `Row` for
/// `extension List.Row`; nil for an extension of a type that is not a named one.
func simpleTypeName(of type: TypeDeclSyntax) -> String? {
    type.isExtension ? type.node.child(.type).flatMap(TypeSyntax.init)?.baseName : type.name
}

/// The simple name of the innermost type declaration (or extension) around `node`.
func ownerTypeName(of node: Node) -> String? {
    node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init).flatMap(simpleTypeName)
}

/// `ownerTypeName(of:)` for many nodes of one tree, in source order: the name of the last
/// declaration asked about is kept (consecutive nodes mostly share it), so it is built once.
struct OwnerTypeNames {
    private var last: (declaration: Int32, name: String?)?

    mutating func name(of node: Node) -> String? {
        guard let declaration = node.ancestor(.typeDecl) else { return nil }
        if let last = last, last.declaration == declaration.index { return last.name }
        let name = TypeDeclSyntax(declaration).flatMap(simpleTypeName)
        last = (declaration.index, name)
        return name
    }
}

/// Names of the generic parameters in a `<…>` clause: `["VM", "T"]` for `<VM: P, T>`.
func genericParameterNames(_ clause: Node?) -> [String] {
    guard let clause = clause else { return [] }
    var names: [String] = []
    var depth = 0
    var expectName = false
    for i in clause.tokenRange {
        let token = clause.tree.tokens[i]
        switch token.kind {
        case .leftAngle:
            depth += 1
            expectName = depth == 1
        case .rightAngle:
            depth -= 1
        case .comma where depth == 1:
            expectName = true
        case .identifier where expectName:
            let text = clause.tree.text(i)
            if text != "each" { names.append(text); expectName = false }
        default:
            if depth == 1 { expectName = false }
        }
    }
    return names
}

/// Generic parameter names visible at `node`: those of every enclosing type and function.
func visibleGenericParameters(at node: Node) -> Set<String> {
    var names = Set<String>()
    var next = node.parent
    while let ancestor = next {
        if ancestor.kind == .typeDecl || ancestor.kind == .functionDecl, let clause = ancestor.child(.genericParameterClause) {
            names.formUnion(genericParameterNames(clause))
        }
        next = ancestor.parent
    }
    return names
}

extension TypeIndex {
    /// `name` followed by its superclasses declared in the project, nearest first (inherited
    /// names that are project classes, through declarations and extensions).
    func classLineage(of name: String) -> [String] {
        var lineage: [String] = []
        var frontier = [name]
        while let type = frontier.popLast(), !lineage.contains(type) {
            lineage.append(type)
            frontier += inheritedTypes(of: type).filter { declaration(named: $0)?.kind == .class }.reversed()
        }
        return lineage
    }
}
