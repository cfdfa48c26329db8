import MigrationKit
import SwiftCST

/// What decides whether a protocol refining `ObservableObject` can become `AnyObject, Observable`
/// (`ObservableObjectDecider+Protocols`): its requirements that only an `ObservableObject` meets,
/// and view wrappers typed with a protocol or a generic parameter that may be constrained to one.
extension ObservableObjectCollector {
    /// A protocol's requirements naming `objectWillChange`, a `$name` publisher or `Published<…>`.
    mutating func recordProtocolRequirements(_ decl: TypeDeclSyntax) {
        guard decl.introducer == .protocol, decl.inheritanceClause != nil, let block = decl.memberBlock else { return }
        let tree = self.tree
        for index in block.tokenRange {
            let token = tree.tokens[index]
            let what: String
            if token.kind == .dollarIdentifier {
                what = "the publisher \(tree.text(index))"
            } else if token.kind == .identifier, tree.tokenIs(index, "objectWillChange") || tree.tokenIs(index, "Published") {
                what = tree.text(index)
            } else {
                continue
            }
            facet.protocolRequirements.append(ProtocolObservableRequirement(protocolName: decl.name, what: what, site: site(Int(token.start))))
            return
        }
    }

    /// `@ObservedObject var model: Model` (or `@StateObject`, `@EnvironmentObject`) whose type is
    /// a plain name, with the names of the enclosing type's generic clauses when `Model` is one
    /// of its generic parameters.
    mutating func recordViewWrapperTypeName(_ node: Node) {
        guard let variable = VariableDeclSyntax(node),
              let wrapper = ["ObservedObject", "StateObject", "EnvironmentObject"].first(where: { variable.attribute(named: $0) != nil }) else { return }
        for binding in variable.bindings {
            guard let type = binding.typeAnnotation, let name = type.baseName else { continue }
            var constraints: Set<String>? = nil
            let owner = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init)
            if let owner = owner {
                let clauses = [owner.genericParameterClause, owner.whereClause].compactMap { $0 }
                let names = clauses.flatMap { clause in clause.tokenRange.filter { tree.tokens[$0].kind == .identifier }.map { tree.text($0) } }
                if names.contains(name) { constraints = Set(names) }
            }
            facet.viewWrapperTypeNames.append(ViewWrapperTypeName(wrapper: wrapper, typeName: name, genericConstraintNames: constraints,
                                                                  ownerPath: owner.map(TypeIndexer.path(of:)), site: site(node.range.lowerBound)))
        }
    }
}

/// A requirement of a protocol that only an `ObservableObject` meets: the protocol keeps refining it.
struct ProtocolObservableRequirement: Sendable {
    var protocolName: String
    /// What it names: `objectWillChange`, `Published`, `the publisher $items`.
    var what: String
    var site: Site
}

/// `@ObservedObject var model: Model` (or `@StateObject`, `@EnvironmentObject`) with a plain type name.
struct ViewWrapperTypeName: Sendable {
    var wrapper: String
    var typeName: String
    /// When `typeName` is a generic parameter of the enclosing type: every name its generic
    /// clauses mention (among them the protocols it is constrained to).
    var genericConstraintNames: Set<String>?
    /// The enclosing type (`TypeIndexer.path(of:)`).
    var ownerPath: String?
    var site: Site
}
