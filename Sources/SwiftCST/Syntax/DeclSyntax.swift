/// Typed views over declaration nodes. Each wraps a `Node` of one kind and reads its parts.

/// `@Name`, `@Module.Name(arguments)`.
public struct AttributeSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .attribute else { return nil }; self.node = node }

    /// The full name as written without trivia: `Published`, `SwiftUI.State`.
    public var name: String {
        guard let first = node.keyToken else { return "" }
        let end = node.child(.attributeArguments).flatMap(\.firstToken) ?? (node.lastToken.map { $0 + 1 } ?? first)
        return (first..<end).map { node.tree.text($0) }.joined()
    }

    /// The last component of the name: `State` for `@SwiftUI.State`, generic arguments dropped.
    public var baseName: String { baseNameToken.map { node.tree.text($0) } ?? "" }

    /// The token spelling `baseName`.
    public var baseNameToken: Int? {
        guard var token = node.keyToken else { return nil }
        let tree = node.tree
        let end = node.raw.firstChild >= 0 ? Int(tree.nodes[Int(node.raw.firstChild)].firstToken) : Int(node.raw.endToken)
        var last: Int? = nil
        while token < end {
            switch tree.tokens[token].kind {
            case .identifier, .keyword: last = token
            case .period: break
            default: return last
            }
            token += 1
        }
        return last
    }

    /// True when `baseName` is `name`, compared without building strings.
    public func hasBaseName(_ name: String) -> Bool {
        baseNameToken.map { node.tree.tokenIs($0, name) } ?? false
    }

    /// The `(...)` node, when present.
    public var argumentClause: Node? { node.child(.attributeArguments) }

    /// Parsed arguments (empty for attributes whose arguments are kept as raw tokens).
    public var arguments: [ArgumentSyntax] { argumentClause?.children(.argument, as: ArgumentSyntax.init) ?? [] }
}

/// `public`, `private(set)`, `final`, `static`, ...
public struct ModifierSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .modifier else { return nil }; self.node = node }

    /// The modifier word: `private` for `private(set)`.
    public var name: String { node.keyToken.map { node.tree.text($0) } ?? "" }
    /// `name == text`, without building the name.
    @inlinable public func isNamed(_ text: String) -> Bool { node.keyToken.map { node.tree.tokenText($0, equals: text) } ?? text.isEmpty }
    /// The parenthesized detail: `set` for `private(set)`.
    public var detail: String? {
        let tokens = node.directTokens
        return tokens.count == 4 ? node.tree.text(tokens[2]) : nil
    }
}

/// Shared reading of attributes and modifiers, which every declaration kind carries the same way.
public protocol DeclarationSyntax {
    var node: Node { get }
}

extension DeclarationSyntax {
    @inlinable public var attributes: [AttributeSyntax] { node.children(.attribute, as: AttributeSyntax.init) }
    @inlinable public var modifiers: [ModifierSyntax] { node.children(.modifier, as: ModifierSyntax.init) }

    /// The first attribute whose base name is `name` (`Published` matches `@Combine.Published`).
    @inlinable public func attribute(named name: String) -> AttributeSyntax? {
        let node = self.node
        let tree = node.tree
        var child = node.raw.firstChild
        while child >= 0 {
            if tree.nodes[Int(child)].kind == .attribute, let attribute = AttributeSyntax(Node(tree: tree, index: child)), attribute.hasBaseName(name) {
                return attribute
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        return nil
    }
    @inlinable public func hasModifier(_ name: String) -> Bool {
        let tree = node.tree
        var child = node.raw.firstChild
        while child >= 0 {
            if tree.nodes[Int(child)].kind == .modifier, let modifier = ModifierSyntax(Node(tree: tree, index: child)), modifier.isNamed(name) {
                return true
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        return false
    }

    /// A `static` or `class` member.
    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }

    /// The token that introduces the declaration (`class`, `var`, `func`, ...).
    @inlinable public var introducerToken: Int? { node.keyToken }
    @inlinable public var introducer: Keyword {
        let node = self.node
        return node.keyToken.map { node.tree.tokens[$0].keyword } ?? .none
    }
}

/// `class`, `struct`, `enum`, `actor`, `protocol` and `extension` declarations.
public struct TypeDeclSyntax: DeclarationSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .typeDecl else { return nil }; self.node = node }

    public var isExtension: Bool { introducer == .extension }

    /// The declared name, or for an extension the extended type as written (`Foo.Bar`).
    public var name: String {
        if isExtension { return node.child(.type)?.compactText ?? "" }
        return nameToken.map { node.tree.text($0) } ?? ""
    }

    /// The name token (nil for extensions, whose name is a type node).
    public var nameToken: Int? {
        guard !isExtension, let keyword = introducerToken, keyword + 1 < node.tokenRange.upperBound else { return nil }
        let kind = node.tree.tokens[keyword + 1].kind
        return kind == .identifier || kind == .keyword ? keyword + 1 : nil
    }

    public var genericParameterClause: Node? { node.child(.genericParameterClause) }
    public var inheritanceClause: InheritanceClauseSyntax? { node.child(.inheritanceClause).flatMap(InheritanceClauseSyntax.init) }
    public var inheritedTypeNames: [String] { inheritanceClause?.types.map(\.name) ?? [] }
    public var whereClause: Node? { node.child(.genericWhereClause) }
    @inlinable public var memberBlock: Node? { node.child(.memberBlock) }

    /// Member declarations, looking through `#if` clauses.
    public var members: [Node] { memberBlock.map(flattenIfConfig) ?? [] }
    /// Calls `body` with each of `members`, in order, without building the array.
    @inlinable public func forEachMember(_ body: (Node) throws -> Void) rethrows {
        if let block = memberBlock { try forEachFlattened(block, body) }
    }
    public var variables: [VariableDeclSyntax] { members.compactMap(VariableDeclSyntax.init) }
    public var functions: [FunctionDeclSyntax] { members.compactMap(FunctionDeclSyntax.init) }
}

/// The children of a list node, with each `#if` replaced by the elements of all its clauses.
public func flattenIfConfig(_ list: Node) -> [Node] {
    var result: [Node] = []
    // Room for the direct children up front: one allocation instead of one per doubling.
    result.reserveCapacity(list.directChildCount)
    forEachFlattened(list) { result.append($0) }
    return result
}

/// Calls `body` with each node of `flattenIfConfig(list)`, in order, without building the array.
@inlinable public func forEachFlattened(_ list: Node, _ body: (Node) throws -> Void) rethrows {
    try visitFlattened(list.index, of: list.tree, isClause: false, body)
}

/// Visits the children of the list node (or `#if` clause) at `index`, each `#if` replaced by the
/// elements of all its clauses (but for each clause's condition). Walks the raw nodes: a `Node`
/// is made only for what is visited.
@usableFromInline func visitFlattened(_ index: Int32, of tree: SyntaxTree, isClause: Bool, _ body: (Node) throws -> Void) rethrows {
    let nodes = tree.nodes
    var child = nodes[Int(index)].firstChild
    while child >= 0 {
        if nodes[Int(child)].kind == .ifConfig {
            var clause = nodes[Int(child)].firstChild
            while clause >= 0 {
                if nodes[Int(clause)].kind == .ifConfigClause { try visitFlattened(clause, of: tree, isClause: true, body) }
                clause = nodes[Int(clause)].nextSibling
            }
        } else {
            let node = Node(tree: tree, index: child)
            // Elements of nested `#if`s start after their own `#if`: never this clause's condition.
            if !isClause || !isIfConfigCondition(node, in: Node(tree: tree, index: index)) { try body(node) }
        }
        child = nodes[Int(child)].nextSibling
    }
}

/// True when `node` is the condition expression of an `#if`/`#elseif` clause.
public func isIfConfigCondition(_ node: Node, in clause: Node) -> Bool {
    guard let directive = clause.firstToken, let first = node.firstToken else { return false }
    return !node.tree.tokens[first].isAtStartOfLine && first == directive + 1
}

/// `: A, B, C`
public struct InheritanceClauseSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .inheritanceClause else { return nil }; self.node = node }
    public var types: [InheritedTypeSyntax] { node.children(.inheritedType, as: InheritedTypeSyntax.init) }
}

/// One entry of an inheritance clause.
public struct InheritedTypeSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .inheritedType else { return nil }; self.node = node }
    /// The type as written without trivia: `ObservableObject`, `Combine.ObservableObject`.
    public var name: String { node.compactText }
    /// The last component: `ObservableObject` for `Combine.ObservableObject`.
    public var baseName: String { TypeSyntax(node.child(.type))?.baseName ?? name }
}

/// `let`/`var` declarations with one or more bindings.
public struct VariableDeclSyntax: DeclarationSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .variableDecl else { return nil }; self.node = node }

    public var isLet: Bool { introducer == .let }
    public var bindings: [PatternBindingSyntax] { node.children(.patternBinding, as: PatternBindingSyntax.init) }
    /// Calls `body` with each of `bindings`, in order, without building the array.
    @inlinable public func forEachBinding(_ body: (PatternBindingSyntax) throws -> Void) rethrows {
        let tree = node.tree
        var child = node.raw.firstChild
        while child >= 0 {
            if let binding = PatternBindingSyntax(Node(tree: tree, index: child)) { try body(binding) }
            child = tree.nodes[Int(child)].nextSibling
        }
    }
    /// The single binding's name, for the common `var x ...` form.
    public var name: String? { bindings.count == 1 ? bindings[0].name : nil }
}

/// `pattern [: Type] [= value] [{ accessors }]`
public struct PatternBindingSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .patternBinding else { return nil }; self.node = node }

    /// The bound name when the pattern is a single identifier (backticks removed).
    public var name: String? {
        guard let pattern = node.child(.pattern), pattern.hasOneDirectToken, let token = pattern.firstToken,
              node.tree.tokens[token].kind == .identifier || node.tree.tokens[token].kind == .keyword else { return nil }
        // A backtick identifier's bytes start and end with the backtick (a `String.hasPrefix`
        // would compare characters, and some start with a backtick that composes: U+1FEF).
        let text = node.tree.textRange(token)
        let quoted = node.tree.bytes[text.lowerBound] == UInt8(ascii: "`")
        return node.tree.string(quoted ? text.lowerBound + 1..<text.upperBound - 1 : text)
    }
    public var nameToken: Int? { node.child(.pattern)?.firstToken }
    public var typeAnnotation: TypeSyntax? { node.child(.typeAnnotation)?.child(.type).flatMap(TypeSyntax.init) }
    /// The initial value expression.
    public var initializer: Node? { node.child(.initializerClause)?.firstChild }
    public var accessorBlock: AccessorBlockSyntax? { node.child(.accessorBlock).flatMap(AccessorBlockSyntax.init) }

    /// True for computed properties: a getter body or get/set accessors (observers do not count).
    public var isComputed: Bool { accessorTraits.isComputed }

    /// `isComputed`, and whether the binding has a `didSet` or `willSet`: one walk over its
    /// accessors, without building their array.
    public var accessorTraits: (isComputed: Bool, hasObservers: Bool) {
        guard let block = accessorBlock else { return (false, false) }
        // A getter body holds no accessors.
        if block.isGetterBody { return (true, false) }
        var traits = (isComputed: false, hasObservers: false)
        forEachFlattened(block.node) { node in
            guard let accessor = AccessorSyntax(node) else { return }
            if accessor.kind == .didSet || accessor.kind == .willSet { traits.hasObservers = true } else { traits.isComputed = true }
        }
        return traits
    }
}

/// The `{ ... }` after a variable or subscript.
public struct AccessorBlockSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .accessorBlock else { return nil }; self.node = node }
    public var accessors: [AccessorSyntax] { flattenIfConfig(node).compactMap(AccessorSyntax.init) }
    /// True when the block is a getter's statements rather than a list of accessors.
    public var isGetterBody: Bool { node.child(.accessor) == nil && node.child(.ifConfig) == nil }
}

/// `get { }`, `set(v) { }`, `didSet { }`, `willSet { }`, ...
public struct AccessorSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .accessor else { return nil }; self.node = node }
    public var kind: Keyword { node.keyToken.map { node.tree.tokens[$0].keyword } ?? .none }
    public var body: Node? { node.child(.codeBlock) }
}

/// `func`, `init`, `deinit` and `subscript` declarations.
public struct FunctionDeclSyntax: DeclarationSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .functionDecl else { return nil }; self.node = node }

    /// The name (`init`, `deinit`, `subscript` for those), operators included.
    public var name: String {
        guard let keyword = introducerToken else { return "" }
        switch introducer {
        case .func:
            let next = keyword + 1
            return next < node.tokenRange.upperBound ? node.tree.text(next) : ""
        default:
            return node.tree.text(keyword)
        }
    }
    public var parameters: [ParameterSyntax] { node.child(.parameterClause)?.children(.parameter, as: ParameterSyntax.init) ?? [] }
    public var returnType: TypeSyntax? { node.child(.returnClause)?.child(.type).flatMap(TypeSyntax.init) }
    public var body: Node? { node.child(.codeBlock) ?? node.child(.accessorBlock) }
}

/// One parameter: `label name: Type = default`.
public struct ParameterSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node) { guard node.kind == .parameter else { return nil }; self.node = node }

    /// The argument label (the first name).
    public var firstName: String? { node.keyToken.map { node.tree.text($0) } }
    /// The name used inside the body (the second name when there is one).
    public var name: String? {
        guard let first = node.keyToken else { return nil }
        let second = first + 1
        if second < node.tokenRange.upperBound, node.tree.tokens[second].kind == .identifier || node.tree.tokens[second].kind == .keyword {
            return node.tree.text(second)
        }
        return node.tree.text(first)
    }
    public var type: TypeSyntax? { node.child(.type).flatMap(TypeSyntax.init) }
    public var defaultValue: Node? { node.child(.initializerClause)?.firstChild }
}

/// A type as written.
public struct TypeSyntax {
    public let node: Node
    @inlinable public init?(_ node: Node?) { guard let node = node, node.kind == .type else { return nil }; self.node = node }

    /// The type without trivia: `[String: Int]?`.
    public var text: String { node.compactText }

    /// For a (possibly module-qualified, optional or attributed) named type, the last name
    /// component without generic arguments: `M` for `M`, `M?`, `App.M`, `M<Int>`,
    /// `@unchecked M`; nil for other types.
    public var baseName: String? {
        var lastName: Int? = nil
        var depth = 0
        let tree = node.tree
        for i in firstTokenAfterAttributes..<node.tokenRange.upperBound {
            let token = tree.tokens[i]
            switch token.kind {
            case .leftAngle: depth += 1
            case .rightAngle: depth -= 1
            case .identifier where depth == 0, .keyword where depth == 0 && (token.keyword == .Self || token.keyword == .Any):
                lastName = i
            case .period where depth == 0, .postfixQuestion where depth == 0, .exclamation where depth == 0:
                break
            default:
                if depth == 0 { return nil }
            }
        }
        return lastName.map { tree.text($0) }
    }

    /// The first token after the type's attributes (`@MainActor`, `@unchecked`), read from the
    /// raw children without an array of them.
    public var firstTokenAfterAttributes: Int {
        let tree = node.tree
        var afterAttributes = node.tokenRange.lowerBound
        var child = node.raw.firstChild
        while child >= 0 {
            if tree.nodes[Int(child)].kind == .attribute { afterAttributes = Int(tree.nodes[Int(child)].endToken) }
            child = tree.nodes[Int(child)].nextSibling
        }
        return afterAttributes
    }

    /// True for `T?` and `T!`.
    public var isOptional: Bool {
        guard let last = node.lastToken else { return false }
        let kind = node.tree.tokens[last].kind
        return kind == .postfixQuestion || kind == .exclamation
    }
}
