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

/// Where the innermost type declaration (or extension) around `node` is written
/// (`TypeIndexer.path(of:)`, `StatusCard.ViewModel`): the scope names at `node` are looked up
/// in, and the key of what the index records about the type; nil at the top level and in an
/// extension of a type that is not a named one.
func ownerTypePath(of node: Node) -> String? {
    node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init).flatMap(scopePath)
}

/// `TypeIndexer.path(of:)`, nil for an extension of a type that is not a named one.
private func scopePath(of type: TypeDeclSyntax) -> String? {
    simpleTypeName(of: type) == nil ? nil : TypeIndexer.path(of: type)
}

/// `ownerTypeName(of:)` (or with `qualified`, `ownerTypePath(of:)`) for many nodes of one
/// tree, in source order: the name of the last declaration asked about is kept (consecutive
/// nodes mostly share it), so it is built once.
struct OwnerTypeNames {
    private let qualified: Bool
    private var last: (declaration: Int32, name: String?)?

    init(qualified: Bool = false) { self.qualified = qualified }

    mutating func name(of node: Node) -> String? {
        guard let declaration = node.ancestor(.typeDecl) else { return nil }
        if let last = last, last.declaration == declaration.index { return last.name }
        let type = TypeDeclSyntax(declaration)
        let name = qualified ? type.flatMap(scopePath) : type.flatMap(simpleTypeName)
        last = (declaration.index, name)
        return name
    }
}

/// How messages speak of type names.
enum TypeNaming {
    /// Candidates listed before "and N more".
    private static let listed = 3

    /// What an ambiguous name may mean and why it cannot be told, to follow "its type":
    /// "`ViewModel` may be StatusCard.ViewModel or UserCard.ViewModel, none declared where it
    /// is used".
    static func describe(_ ambiguity: TypeAmbiguity) -> String {
        let shown = ambiguity.candidates.prefix(listed).map(\.qualifiedName)
        let more = ambiguity.candidates.count - shown.count
        let list = more > 0 ? shown.joined(separator: ", ") + " and \(more) more" : shown.joinedAsPhrase(conjunction: "or")
        switch ambiguity.cause {
        case .notVisible:
            return "`\(ambiguity.name)` may be \(list), none declared where it is used"
        case .declaredMoreThanOnce:
            return "`\(ambiguity.name)` may be \(list), declared more than once there (#if)"
        }
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
