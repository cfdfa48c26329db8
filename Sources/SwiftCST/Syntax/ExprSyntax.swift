/// Typed views over expression nodes.
///
/// Postfix expressions are stored flat: a primary followed by suffixes, so
/// `Text("a").padding().sheet(isPresented: $b) { D() }` is one `postfixExpr` with children
/// `identifierExpr(Text) callSuffix memberSuffix(padding) callSuffix memberSuffix(sheet) callSuffix`.
/// `PostfixChainSyntax` walks that list; `CallSyntax` views one call within it.

/// `[label:] expression`, or in a capture list `[weak] expression` (the `weak`/`unowned` is a
/// `modifier` child).
public struct ArgumentSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .argument else { return nil }; self.node = node }
    public var label: String? { node.keyToken.map { node.tree.text($0) } }
    public var labelToken: Int? { node.keyToken }
    public var expression: Node? {
        var child = node.firstChild
        while let current = child, current.kind == .modifier { child = current.nextSibling }
        return child
    }
    /// A capture's `weak`, `unowned` or `unowned(unsafe)`.
    public var ownership: ModifierSyntax? { node.child(.modifier).flatMap(ModifierSyntax.init) }
}

/// `{ [captures] params in statements }`
public struct ClosureSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .closureExpr else { return nil }; self.node = node }

    public var signature: Node? { node.child(.closureSignature) }
    /// Parameter names from the signature: `["a", "b"]` for `{ a, b in` or `{ (a: Int, b) in`.
    public var parameterNames: [String] {
        guard let signature = signature else { return [] }
        let parameters = signature.child(.parameterClause)?.children(.parameter) ?? signature.children(.parameter)
        return parameters.compactMap { ParameterSyntax($0)?.name }
    }
    /// The statements of the body, in order (`#if` blocks included as nodes).
    public var statements: [Node] { node.children.filter { $0.kind != .closureSignature } }
    public var leftBrace: Int { Int(node.raw.firstToken) }
    public var rightBrace: Int? {
        guard let last = node.lastToken, node.tree.tokens[last].kind == .rightBrace else { return nil }
        return last
    }
}

/// A postfix chain: a primary expression and the suffixes applied to it, in order.
public struct PostfixChainSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .postfixExpr else { return nil }; self.node = node }

    public var primary: Node? { node.firstChild }
    /// Suffix nodes after the primary (`#if` suffix blocks appear as `ifConfig` nodes).
    public var suffixes: [Node] {
        var result: [Node] = []
        var next = node.firstChild?.nextSibling
        while let suffix = next {
            result.append(suffix)
            next = suffix.nextSibling
        }
        return result
    }
    /// Every call in the chain, including calls inside `#if` suffix blocks, in source order.
    public var calls: [CallSyntax] {
        var result: [CallSyntax] = []
        // Only `#if` blocks and clauses lie between the chain and its calls: the walk goes
        // into nothing else (not into closures and arguments, whose calls are other chains').
        node.walk { child in
            if let call = CallSyntax(child) { result.append(call) }
            return child.kind == .ifConfig || child.kind == .ifConfigClause
        }
        return result
    }
}

/// One call: its argument clause and trailing closures, and what it calls.
public struct CallSyntax {
    /// The `callSuffix` node.
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .callSuffix else { return nil }; self.node = node }

    /// The element right before this call in its chain: a `memberSuffix` (`.sheet`), the
    /// primary (`NavigationView`), a `macroExpansion`'s name, or another suffix (`f()()`).
    public var calledElement: Node? {
        if let previous = node.previousSibling { return previous }
        // The first suffix inside an #if clause: the element before the #if block.
        var p = node.parent
        while let parent = p, parent.kind == .ifConfigClause || parent.kind == .ifConfig {
            if parent.kind == .ifConfig, let previous = parent.previousSibling { return previous }
            p = parent.parent
        }
        return nil
    }

    /// The name called: `sheet` in `x.sheet(...)`, `NavigationView` in `NavigationView { }`,
    /// `Preview` in `#Preview { }`; nil when the callee is not a name.
    public var calledName: String? {
        guard let (token, afterPound) = calledNameToken else { return nil }
        let text = node.tree.text(token)
        return afterPound ? String(text.dropFirst()) : text
    }

    /// `calledName == name`, without building the name (but for a macro expansion's).
    public func calledNameIs(_ name: String) -> Bool {
        guard let (token, afterPound) = calledNameToken else { return false }
        return afterPound ? calledName == name : node.tree.tokenText(token, equals: name)
    }

    /// The token spelling `calledName`: the name of the called element, or a macro
    /// expansion's `#Name` token, whose text is the name after the `#` (`afterPound`).
    public var calledNameToken: (index: Int, afterPound: Bool)? {
        let tree = node.tree
        let raw = node.raw
        if raw.parent >= 0, tree.nodes[Int(raw.parent)].kind == .macroExpansion, tree.nodes[Int(raw.parent)].keyToken >= 0 {
            return (Int(tree.nodes[Int(raw.parent)].keyToken), true)
        }
        // Read from the raw nodes: this runs for every call of a file, several times over.
        let element = raw.previousSibling >= 0 ? raw.previousSibling : calledElement?.index ?? -1
        guard element >= 0 else { return nil }
        return tree.nodes[Int(element)].identifierNameToken.map { ($0, false) }
    }

    /// True for `.name(...)` applied to something before it (a SwiftUI modifier call).
    public var isMemberCall: Bool { calledElement?.kind == .memberSuffix }

    /// The chain this call belongs to.
    public var chain: PostfixChainSyntax? {
        var p = node.parent
        while let parent = p {
            if let chain = PostfixChainSyntax(parent) { return chain }
            guard parent.kind == .ifConfigClause || parent.kind == .ifConfig else { return nil }
            p = parent.parent
        }
        return nil
    }

    public var leftParen: Int? { node.keyToken }
    public var rightParen: Int? { leftParen != nil ? node.directToken(.rightParen) : nil }
    public var hasArgumentClause: Bool { leftParen != nil }
    public var arguments: [ArgumentSyntax] { node.children(.argument, as: ArgumentSyntax.init) }
    public func argument(labeled label: String?) -> ArgumentSyntax? {
        let tree = node.tree
        var child = node.firstChild
        while let argument = child {
            if argument.kind == .argument {
                let key = argument.keyToken
                switch (key, label) {
                case (nil, nil): return ArgumentSyntax(argument)
                case (let key?, let label?) where tree.tokenText(key, equals: label): return ArgumentSyntax(argument)
                default: break
                }
            }
            child = argument.nextSibling
        }
        return nil
    }

    /// The unlabeled trailing closure.
    public var trailingClosure: ClosureSyntax? { node.child(.closureExpr).flatMap(ClosureSyntax.init) }
    /// `label: { }` closures after the first trailing closure.
    public var additionalTrailingClosures: [(label: String, closure: ClosureSyntax)] {
        node.children(.labeledClosure).compactMap { labeled in
            guard let key = labeled.keyToken, let closure = labeled.child(.closureExpr).flatMap(ClosureSyntax.init) else { return nil }
            return (node.tree.text(key), closure)
        }
    }
}

extension Node {
    /// True when this is an identifier expression spelling `name` (`x`, `self`).
    public func isIdentifier(_ name: String) -> Bool {
        kind == .identifierExpr && raw.endToken - raw.firstToken == 1 && tree.tokenIs(Int(raw.firstToken), name)
    }

    /// The name of an identifier expression or the member named by an implicit member (`.foo`).
    public var identifierName: String? { identifierNameToken.map { tree.text($0) } }

    /// The token spelling `identifierName`.
    public var identifierNameToken: Int? { raw.identifierNameToken }
}

extension RawNode {
    /// The token spelling `Node.identifierName`.
    public var identifierNameToken: Int? {
        switch kind {
        case .identifierExpr: return firstToken < endToken ? Int(firstToken) : nil
        case .implicitMemberExpr, .memberSuffix: return keyToken >= 0 ? Int(keyToken) : nil
        default: return nil
        }
    }
}
