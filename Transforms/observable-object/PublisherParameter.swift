import SwiftCST

/// `func subscribe(to publisher: Published<T>.Publisher)`: a parameter of a function or
/// initializer whose whole type is a spelled `Published<T>.Publisher`.
///
/// It becomes `some Publisher<T, Never>`: the function then takes the publisher a bridge keeps
/// (`AnyPublisher<T, Never>`, same values, same timing) as well as every `$name` it took before,
/// and its body, which could use only what every publisher has, compiles as it was. Not for a
/// parameter that is `inout`, variadic or has a default value, of a closure or a subscript, of a
/// protocol requirement (its conformers must match it) or of an `@objc` or `dynamic` function,
/// nor one the body uses otherwise than through its members or as an argument.
struct PublisherParameter {
    /// The spelled type, from `Published` to `Publisher`.
    let range: Range<Int>
    /// `T`, as written.
    let valueType: String

    /// The parameter type spelled from the `Published` token `first`, when it is one.
    init?(spelledAt first: Int, in tree: SyntaxTree) {
        var node = tree.innermostNode(containingToken: first)
        while node.kind != .type, let parent = node.parent { node = parent }
        guard node.kind == .type, node.firstToken == first, let last = node.lastToken, tree.tokenIs(last, "Publisher"),
              let parameter = node.parent.flatMap(ParameterSyntax.init), parameter.defaultValue == nil,
              let function = parameter.node.parent?.parent.flatMap(FunctionDeclSyntax.init), parameter.node.parent?.kind == .parameterClause,
              function.introducer == .func || function.introducer == .`init`,
              function.attribute(named: "objc") == nil, !function.hasModifier("dynamic"),
              function.node.ancestor(.typeDecl).flatMap(TypeDeclSyntax.init)?.introducer != .protocol,
              let open = (first..<last).first(where: { tree.tokens[$0].kind == .leftAngle }),
              let close = (first..<last).last(where: { tree.tokens[$0].kind == .rightAngle }),
              let name = parameter.name, Self.isOnlyReadThrough(name, in: function) else { return nil }
        range = Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
        valueType = tree.string(Int(tree.tokens[open].end)..<Int(tree.tokens[close].start))
    }

    /// True when every use of the parameter `name` in the body is a member access (`name.sink`)
    /// or a call's argument (`merge(name)`): what any publisher allows. A use that needs its type
    /// to equal another's (`flag ? name : other`, `[name, other]`, `let kept = name` reassigned)
    /// would no longer compile once each parameter is its own generic type.
    private static func isOnlyReadThrough(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return true }
        let tree = body.tree
        for token in body.tokenRange where tree.tokens[token].kind == .identifier && tree.tokenIs(token, name) {
            let use = tree.innermostNode(containingToken: token)
            // An argument label (`bind(publisher: x)`) or a member (`other.publisher`) is another name.
            if use.kind == .argument && use.keyToken == token || use.kind == .memberSuffix { continue }
            guard use.kind == .identifierExpr, let parent = use.parent else { return false }
            let isReceiver = parent.kind == .postfixExpr && parent.firstChild == use && use.nextSibling?.kind == .memberSuffix
            let isArgument = parent.kind == .argument
            guard isReceiver || isArgument else { return false }
        }
        return true
    }

    /// `some Publisher<T, Never>`.
    var replacement: String { "some Publisher<\(valueType), Never>" }
}
