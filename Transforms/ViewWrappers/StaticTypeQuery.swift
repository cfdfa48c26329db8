import MigrationKit
import SwiftCST

/// How to find the static type of an expression (the value in `.environmentObject(x)`) once the
/// whole project is indexed. Built from the syntax around the expression: `M(…)`, `M.shared`,
/// locals and parameters with a written type or a `Type(…)` value, properties of the enclosing
/// type, and member chains over those (`appState.settings`).
struct StaticTypeQuery: Sendable, Hashable {
    enum Root: Sendable, Hashable {
        /// A value of this named type.
        case type(String)
        /// `x` inside type `of`: the property's declared type.
        case instanceProperty(of: String, name: String)
        /// A name declared outside any type: a top-level variable.
        case global(String)
        /// `M.shared`: the static property's declared type.
        case staticProperty(of: String, name: String)
        /// The payload at `position` of the enum case `caseName` of the `subject`'s type
        /// (`case .settings(let store)` in a `switch` over it).
        indirect case enumPayload(subject: StaticTypeQuery, caseName: String, position: Int)
        /// A value whose type is a generic parameter: it may be any type at run time.
        case genericParameter(String)
        /// Not readable from the syntax; says why.
        case unknown(String)
    }

    var root: Root
    /// Member accesses after the root, in order.
    var path: [String] = []

    /// The query for `expression`.
    static func of(_ expression: Node) -> StaticTypeQuery { of(expression, depth: 0) }

    static func of(_ expression: Node, depth: Int) -> StaticTypeQuery {
        let elements: [Node]
        if let chain = PostfixChainSyntax(expression), let primary = chain.primary {
            // `a!.b` and `a?.b` (in `if let x = a?.b`) name the same types as `a.b`.
            elements = [primary] + chain.suffixes.filter { !($0.kind == .postfixOperatorSuffix && ["!", "?"].contains($0.text)) }
        } else {
            elements = [expression]
        }
        guard let primary = elements.first, primary.kind == .identifierExpr, let name = primary.identifierName,
              primary.child(.genericArgumentClause) == nil || name.first?.isUppercase == true else {
            return StaticTypeQuery(root: .unknown("`\(expression.text)` is not a name, a property or a `Type(…)` call"))
        }
        var rest = Array(elements.dropFirst())
        var query: StaticTypeQuery
        if name == "self" {
            guard let owner = ownerTypeName(of: primary) else { return StaticTypeQuery(root: .unknown("`self` is outside any type")) }
            query = StaticTypeQuery(root: .type(owner))
        } else if name.first?.isUppercase == true {
            var typeName = name
            while let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName, member.first?.isUppercase == true {
                typeName = member
                rest.removeFirst()
            }
            if rest.first?.kind == .memberSuffix, rest.first?.identifierName == "init" { rest.removeFirst() }
            if rest.first?.kind == .callSuffix {
                rest.removeFirst()
                query = StaticTypeQuery(root: .type(typeName))
            } else if let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName {
                rest.removeFirst()
                query = StaticTypeQuery(root: .staticProperty(of: typeName, name: member))
            } else {
                return StaticTypeQuery(root: .unknown("`\(expression.text)` is a type, not a value"))
            }
        } else {
            query = lookUp(name, at: primary, depth: depth)
        }
        for element in rest {
            guard element.kind == .memberSuffix, let member = element.identifierName else {
                return StaticTypeQuery(root: .unknown("`\(expression.text)` is the result of a call, a subscript or an optional chain"))
            }
            query.path.append(member)
        }
        return query
    }

    /// The type of the local value, parameter or (failing those) property named `name` at `node`.
    static func lookUp(_ name: String, at node: Node, depth: Int) -> StaticTypeQuery {
        let start = node.range.lowerBound
        var child = node
        for scope in node.ancestors {
            defer { child = scope }
            switch scope.kind {
            case .functionDecl:
                if let parameter = FunctionDeclSyntax(scope)?.parameters.first(where: { $0.name == name }) {
                    return typed(parameter.type, value: nil, name: name, at: node, depth: depth)
                }
            case .closureExpr:
                if ClosureSyntax(scope)?.parameterNames.contains(name) == true {
                    let parameter = scope.child(.closureSignature)?.descendants(.parameter).compactMap(ParameterSyntax.init).first { $0.name == name }
                    return typed(parameter?.type, value: nil, name: name, at: node, depth: depth)
                }
            case .ifExpr, .guardStmt, .whileStmt, .forStmt, .switchCase, .catchClause:
                if let bound = boundValue(name, by: scope, before: start, depth: depth) { return bound }
            case .typeDecl:
                guard let owner = ownerTypeName(of: child) else { break }
                return StaticTypeQuery(root: .instanceProperty(of: owner, name: name))
            default:
                break
            }
            guard [.codeBlock, .closureExpr, .accessorBlock, .sourceFile, .ifConfigClause, .switchCase].contains(scope.kind) else { continue }
            for item in scope.children.reversed() where item.range.upperBound <= start {
                if let variable = VariableDeclSyntax(item), let binding = variable.bindings.first(where: { $0.name == name }) {
                    return typed(binding.typeAnnotation, value: binding.initializer, name: name, at: node, depth: depth)
                }
                if item.kind == .guardStmt, let bound = boundValue(name, by: item, before: start, depth: depth) { return bound }
            }
        }
        return StaticTypeQuery(root: .global(name))
    }

    static func typed(_ type: TypeSyntax?, value: Node?, name: String, at node: Node, depth: Int) -> StaticTypeQuery {
        if let type = type {
            guard let typeName = type.baseName else { return StaticTypeQuery(root: .unknown("`\(name)` has the type `\(type.text)`")) }
            return visibleGenericParameters(at: node).contains(typeName) ? StaticTypeQuery(root: .genericParameter(typeName)) : StaticTypeQuery(root: .type(typeName))
        }
        if let value = value, depth < 4 { return of(value, depth: depth + 1) }
        return StaticTypeQuery(root: .unknown("the type of `\(name)` is not written"))
    }
}
