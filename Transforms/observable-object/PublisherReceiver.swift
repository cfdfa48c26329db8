import SwiftCST

extension StaticTypeQuery {
    /// The receiver of the member named by `suffix` (a `memberSuffix` of a postfix chain):
    /// `model` in `model.$query`; for a key path, its root type (`\Model.$query`), the
    /// enclosing type for `\.$x` inside a type with its own wrapped property `x` (an App
    /// Intent's `@Parameter`), the root of the subject's key path type for `\.$x` as a `case`
    /// pattern of a `switch`, or the attribute's type argument for `\.$x` as the argument of
    /// `@IntentParameterDependency<Intent>(\.$x)`.
    static func receiver(ofMemberSuffix suffix: Node) -> StaticTypeQuery {
        let unknown = StaticTypeQuery(root: .unknown("the receiver is not a name, a property or a `Type(…)` call"))
        guard let chain = suffix.parent, chain.kind == .postfixExpr else { return unknown }
        let elements = Array(chain.children.prefix { $0 != suffix })
        guard let keyPath = elements.first, keyPath.kind == .keyPathExpr else {
            guard let first = elements.first, let last = elements.last else { return unknown }
            return of(elements: elements, text: chain.tree.string(first.range.lowerBound..<last.range.upperBound), depth: 0)
        }
        if elements.count == 1, keyPath.firstChild == nil, let name = suffix.identifierName,
           declaresWrappedProperty(name.hasPrefix("$") ? String(name.dropFirst()) : name, around: suffix) {
            return selfValue(at: suffix)
        }
        if elements.count == 1, keyPath.firstChild == nil, let subject = switchSubject(matchedBy: chain) {
            var query = of(subject, depth: 0)
            if !query.isUnknown { query.path.append(.keyPathRoot) }
            return query
        }
        if elements.count == 1, keyPath.firstChild == nil, let root = attributeTypeArgument(around: chain) {
            return StaticTypeQuery(root: .type(root, in: ownerTypePath(of: keyPath)))
        }
        let tree = keyPath.tree
        guard let root = keyPath.directTokens.first(where: { tree.tokens[$0].kind == .identifier }) else { return unknown }
        return StaticTypeQuery(root: .type(tree.text(root), in: ownerTypePath(of: keyPath))).following(Array(elements.dropFirst()), text: keyPath.text)
    }

    /// `Intent` when `keyPath` is the only argument of an attribute with one type argument,
    /// `@IntentParameterDependency<Intent>(\.$server)`: the key path's root.
    private static func attributeTypeArgument(around keyPath: Node) -> String? {
        guard let argument = keyPath.parent, argument.kind == .argument, let arguments = argument.parent, arguments.kind == .attributeArguments,
              arguments.children(.argument).count == 1, let attribute = arguments.parent, attribute.kind == .attribute,
              let types = attribute.child(.genericArgumentClause)?.children(.type), types.count == 1 else { return nil }
        return TypeText.of(types[0])
    }

    /// The subject of the `switch` when `pattern` is one of a `case`'s patterns
    /// (`switch sort.by { case \.$name: … }`): the key path is rooted at the subject's root.
    private static func switchSubject(matchedBy pattern: Node) -> Node? {
        var item = pattern
        if let parent = item.parent, parent.kind == .patternExpr { item = parent }
        guard let switchCase = item.parent, switchCase.kind == .switchCase, let colon = switchCase.directToken(.colon),
              let last = item.lastToken, last < colon, let switchExpr = switchCase.parent, switchExpr.kind == .switchExpr else { return nil }
        return switchExpr.firstChild
    }

    /// True when the type around `node` declares a property `name` with an attribute (a wrapper).
    private static func declaresWrappedProperty(_ name: String, around node: Node) -> Bool {
        guard let decl = node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init) else { return false }
        return decl.variables.contains { !$0.attributes.isEmpty && $0.bindings.contains { $0.name == name } }
    }
}
