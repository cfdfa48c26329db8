import MigrationKit
import SwiftCST

/// The places that need some type to be an `ObservableObject`: generic clauses, existentials,
/// extensions of `ObservableObject`, and the constructor calls that feed generic types.
extension ObservableObjectCollector {
    /// An `ObservableObject` mention outside an inheritance clause: something needs a type to be one.
    mutating func recordRequirement(token: Int) {
        let innermost = tree.innermostNode(containingToken: token)
        let site = site(Int(tree.tokens[token].start))
        let type = innermost.kind == .type ? innermost : nil
        let node = type.map { $0.ancestor(.inheritedType) ?? $0.parent ?? $0 } ?? innermost
        switch node.kind {
        case .inheritedType, .importDecl:
            return
        case .genericParameterClause, .genericWhereClause:
            guard let owner = node.parent, let kind = genericRequirement(clause: node, owner: owner, token: token, site: site) else { return }
            facet.requirements.append(ConformanceRequirement(kind: kind, site: site))
        case .typeDecl where TypeDeclSyntax(node)?.isExtension == true:
            facet.requirements.append(ConformanceRequirement(kind: .anyClass(what: "an extension of ObservableObject adds members any class may use"), site: site))
        default:
            let written = type.map(spelled) ?? "ObservableObject"
            facet.requirements.append(ConformanceRequirement(kind: .anyClass(what: "`\(written)` may hold any ObservableObject"), site: site))
        }
    }

    /// What a generic clause mentioning `ObservableObject` requires.
    private mutating func genericRequirement(clause: Node, owner: Node, token: Int, site: Site) -> ConformanceRequirement.Kind? {
        if let type = TypeDeclSyntax(owner) {
            let name = TypeIndexer.indexedName(of: type)
            if type.isExtension || type.introducer == .protocol, clause.kind == .genericWhereClause,
               clause.directTokens.contains(where: { tree.tokens[$0].keyword == .Self }) {
                return .protocolExtension(protocolName: name)
            }
            if type.attribute(named: "propertyWrapper") != nil { return .wrapperValue(wrapper: name) }
            if !type.isExtension, let parameter = constrainedParameter(before: token, in: clause) {
                let labels = GenericTypeLabels.labels(taking: parameter, in: type)
                let position = genericParameterNames(type.genericParameterClause).firstIndex(of: parameter)
                facet.genericTypeRequirements.append(GenericTypeRequirement(typePath: TypeIndexer.path(of: type), parameter: parameter, position: position,
                                                                            labels: labels, site: site))
                return nil
            }
            return .anyClass(what: "generic type \(name) requires ObservableObject")
        }
        if let function = FunctionDeclSyntax(owner) {
            if function.introducer == .subscript, function.parameters.first?.firstName == "_enclosingInstance",
               let wrapper = owner.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init), wrapper.attribute(named: "propertyWrapper") != nil {
                return .wrapperEnclosingInstance(wrapper: wrapper.name)
            }
            return .anyClass(what: "generic \(function.introducer == .func ? "function \(function.name)" : function.name) requires ObservableObject")
        }
        return .anyClass(what: "generic code requires ObservableObject")
    }

    /// `P` in `<P: ObservableObject>` or `where P: ObservableObject`: the name before the colon
    /// that precedes the `ObservableObject` token.
    private func constrainedParameter(before token: Int, in clause: Node) -> String? {
        var i = token - 1
        while i > clause.tokenRange.lowerBound, tree.tokens[i].kind != .colon {
            guard tree.tokens[i].kind == .identifier || tree.tokens[i].kind == .infixOperator || tree.tokens[i].kind == .period else { return nil }
            i -= 1
        }
        guard i - 1 >= clause.tokenRange.lowerBound, tree.tokens[i].kind == .colon, tree.tokens[i - 1].kind == .identifier else { return nil }
        return tree.text(i - 1)
    }

    /// A type as written, on one line: `any ObservableObject`.
    private func spelled(_ type: Node) -> String {
        type.tokenRange.map { i in tree.text(i) + (tree.tokens[i].keyword == .any || tree.tokens[i].keyword == .some ? " " : "") }.joined()
    }

    /// `Type(label: value)` calls whose arguments name values (for generic requirements).
    mutating func recordConstructorCall(_ node: Node) {
        // The primary `Type` is read from the raw nodes first: this runs for every postfix expression.
        let first = tree.nodes[Int(node.index)].firstChild
        guard first >= 0, tree.nodes[Int(first)].kind == .identifierExpr, let nameToken = tree.nodes[Int(first)].identifierNameToken,
              tree.tokenTextFirstIsUppercase(nameToken), let primary = PostfixChainSyntax(node)?.primary else { return }
        var suffix = primary.nextSibling
        if let token = suffix?.identifierNameToken, tree.tokenText(token, equals: "init") { suffix = suffix?.nextSibling }
        guard let call = suffix.flatMap(CallSyntax.init), call.hasArgumentClause else { return }
        var arguments: [(label: String, receiver: StaticTypeQuery)] = []
        for argument in call.arguments {
            guard let expression = argument.expression, Self.mayNameAValue(expression) else { continue }
            arguments.append((argument.label ?? "_", StaticTypeQuery.of(expression)))
        }
        if !arguments.isEmpty {
            // One identifier token: its own base name (`TypeText.baseName` would return it, or nil).
            let type = TypeReference(tree.text(nameToken), in: ownerTypePath(of: node))
            facet.constructorCalls.append(ConstructorCall(type: type, arguments: arguments, site: site(node.range.lowerBound)))
        }
    }

    /// `Name<A, B>` written in a type or an expression: the arguments a generic type is given
    /// explicitly (`SummaryRow<InboxModel>()`), for generic requirements.
    mutating func recordSpecialization(_ clause: Node) {
        let tree = self.tree
        guard let first = clause.firstToken, first > 0, tree.tokens[first - 1].kind == .identifier, tree.tokenTextFirstIsUppercase(first - 1) else { return }
        let arguments = clause.children.filter { $0.kind == .type }.map { TypeText.of($0) }
        let type = TypeReference(tree.text(first - 1), in: ownerTypePath(of: clause))
        facet.specializations.append(GenericSpecialization(type: type, arguments: arguments, site: site(Int(tree.tokens[first - 1].start))))
    }

    /// False for literals, closures and other expressions that cannot be a class instance.
    private static func mayNameAValue(_ expression: Node) -> Bool {
        switch expression.kind {
        case .literalExpr, .stringLiteral, .closureExpr, .arrayExpr, .dictionaryExpr, .keyPathExpr, .implicitMemberExpr, .prefixExpr:
            return false
        case .identifierExpr:
            return expression.firstToken.map { expression.tree.tokens[$0].kind != .dollarIdentifier } ?? false
        default:
            return true
        }
    }
}
