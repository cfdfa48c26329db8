import SwiftCST

/// `func subscribe(to publisher: Published<T>.Publisher)`: a parameter of a function or
/// initializer whose whole type is a spelled `Published<T>.Publisher`.
///
/// It becomes `some Publisher<T, Never>`: the function then takes the publisher a bridge keeps
/// (`AnyPublisher<T, Never>`, same values, same timing) as well as every `$name` it took before,
/// and its body, which could use only what every publisher has, compiles as it was. Not for a
/// parameter that is `inout`, variadic or has a default value, of a closure or a subscript, of a
/// protocol requirement (its conformers must match it) or of an `@objc` or `dynamic` function.
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
              let close = (first..<last).last(where: { tree.tokens[$0].kind == .rightAngle }) else { return nil }
        range = Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
        valueType = tree.string(Int(tree.tokens[open].end)..<Int(tree.tokens[close].start))
    }

    /// `some Publisher<T, Never>`.
    var replacement: String { "some Publisher<\(valueType), Never>" }
}
