import SwiftCST

extension StaticTypeQuery {
    /// The query for `name` used at `node`: what a local declaration says, else the property
    /// of the enclosing type or a top-level variable.
    static func lookUp(_ name: String, at node: Node, depth: Int) -> StaticTypeQuery {
        localBinding(name, at: node, depth: depth) ?? outerValue(name, at: node)
    }

    /// A name no local declaration binds: a property of the enclosing type (or a top-level
    /// variable, which the resolver tries next), else a top-level variable.
    static func outerValue(_ name: String, at node: Node) -> StaticTypeQuery {
        guard let owner = ownerTypePath(of: node) else { return StaticTypeQuery(root: .global(name)) }
        return StaticTypeQuery(root: .instanceProperty(of: owner, name: name))
    }

    /// What a declaration between `node` and its enclosing type (or the file's top level)
    /// says `name` is: a parameter, a closure parameter or capture, a local variable, an
    /// `if let`/`guard let` or pattern binding, an accessor's `newValue`/`oldValue`. Nil when
    /// none binds it.
    static func localBinding(_ name: String, at node: Node, depth: Int) -> StaticTypeQuery? {
        let start = node.range.lowerBound
        var child = node
        var next = node.parent
        while let scope = next {
            defer {
                child = scope
                next = scope.parent
            }
            switch scope.kind {
            case .typeDecl:
                return nil
            case .functionDecl:
                if let parameter = FunctionDeclSyntax(scope)?.parameters.first(where: { $0.name == name }) {
                    return typed(parameter.type, value: nil, name: name, at: node, depth: depth)
                }
            case .closureExpr:
                if let signature = scope.child(.closureSignature), signature != child,
                   let bound = closureBinding(name, in: signature, at: node, depth: depth) {
                    return bound
                }
            case .accessor:
                if let bound = accessorValue(name, in: scope, at: node, depth: depth) { return bound }
            case .ifExpr, .guardStmt, .whileStmt, .forStmt, .switchCase, .catchClause:
                if let bound = boundValue(name, by: scope, before: start, depth: depth) { return bound }
            default:
                break
            }
            guard scope.isStatementList else { continue }
            var previous = child.previousSibling   // the statements before the one holding the use
            while let item = previous {
                previous = item.previousSibling
                if let bound = declaredValue(name, by: item, before: start, at: node, depth: depth) { return bound }
            }
        }
        return nil
    }

    /// `name` as `statement` declares it: `let name: T = value`, `let (name, other) = pair`
    /// (not followed), `guard let name = value`.
    private static func declaredValue(_ name: String, by statement: Node, before use: Int, at node: Node, depth: Int) -> StaticTypeQuery? {
        if let variable = VariableDeclSyntax(statement) {
            for binding in variable.bindings.reversed() {
                if binding.name == name {
                    return typed(binding.typeAnnotation, value: binding.initializer, name: name, at: node, depth: depth)
                }
                if binding.name == nil, let pattern = binding.node.child(.pattern), names(pattern, name) {
                    return StaticTypeQuery(root: .unknown("`\(name)` is bound by a tuple pattern"))
                }
            }
            return nil
        }
        return statement.kind == .guardStmt ? boundValue(name, by: statement, before: use, depth: depth) : nil
    }

    /// A closure's parameters and capture list: `{ [m = self.model] value in … }`; a parameter
    /// without a type is an element when the closure is given a collection's. A capture
    /// without a value (`[weak model]`) is the outer `model`: nil, so the search goes on.
    private static func closureBinding(_ name: String, in signature: Node, at node: Node, depth: Int) -> StaticTypeQuery? {
        let parameters = signature.child(.parameterClause)?.children(.parameter) ?? signature.children(.parameter)
        let declared = parameters.compactMap(ParameterSyntax.init)
        if let position = declared.firstIndex(where: { $0.name == name }) {
            if declared[position].type == nil, let closure = signature.parent,
               let element = elementParameter(of: closure, position: position, depth: depth) {
                return element
            }
            return typed(declared[position].type, value: nil, name: name, at: node, depth: depth)
        }
        for argument in signature.child(.captureList)?.children(.argument) ?? [] {
            guard let capture = ArgumentSyntax(argument)?.expression, capture.kind == .sequenceExpr, capture.firstChild?.identifierName == name,
                  let value = capture.children.last else { continue }
            return depth < maximumDepth ? of(value, depth: depth + 1) : StaticTypeQuery(root: .unknown("the type of `\(name)` is not written"))
        }
        return nil
    }

    /// `newValue` in a setter or `willSet`, `oldValue` in `didSet`: a value of the property's
    /// (or subscript's) type.
    private static func accessorValue(_ name: String, in accessor: Node, at node: Node, depth: Int) -> StaticTypeQuery? {
        guard name == "newValue" || name == "oldValue", let kind = AccessorSyntax(accessor)?.kind,
              [.set, .willSet, .didSet].contains(kind), let owner = accessor.ancestor(.patternBinding, .functionDecl) else { return nil }
        let type = owner.kind == .patternBinding ? owner.child(.typeAnnotation)?.child(.type) : owner.child(.returnClause)?.child(.type)
        return typed(TypeSyntax(type), value: nil, name: name, at: node, depth: depth)
    }

    /// True when `node` holds the identifier `name`.
    static func names(_ node: Node, _ name: String) -> Bool {
        node.tokenRange.contains { node.tree.tokens[$0].kind == .identifier && node.tree.tokenIs($0, name) }
    }
}
