import SwiftCST

/// A property of `extension EnvironmentValues` whose getter reads `self[Key.self]`: a candidate
/// for `@Entry`, checked for the one shape `@Entry` expands to.
struct EntryProperty {
    let declaration: VariableDeclSyntax
    /// The property's name.
    let name: String
    /// The key type the getter reads.
    let key: String
    /// True when the getter is `self[Key.self]` and nothing else (others read the key among other
    /// work, `self[Key.self]()`, or name a nested `Outer.Key`: they stay, said at the property).
    private let readsPlainly: Bool

    init?(_ node: Node) {
        guard let variable = VariableDeclSyntax(node), !variable.isStatic, variable.bindings.count == 1,
              let name = variable.bindings[0].name, let accessors = variable.bindings[0].accessorBlock,
              let owner = node.ancestors.first(where: { $0.kind != .memberBlock && $0.kind != .ifConfig && $0.kind != .ifConfigClause }),
              let extended = TypeDeclSyntax(owner), extended.isExtension,
              ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains(extended.name)
        else { return nil }
        let getter = accessors.isGetterBody ? accessors.node : accessors.accessors.first { $0.kind == .get }?.body
        guard let read = getter.map(Self.statement), let key = Self.key(readAmong: read) else { return nil }
        self.declaration = variable
        self.name = name
        self.key = key
        readsPlainly = read == "self[\(key).self]" && !key.contains(".")
    }

    var node: Node { declaration.node }
    var binding: PatternBindingSyntax { declaration.bindings[0] }

    /// Nil when the property is exactly `var name: T { get { self[Key.self] } set { self[Key.self] = newValue } }`
    /// (no attributes, no `#if`), otherwise why not.
    func refusal() -> EntryRefusal? {
        if !declaration.attributes.isEmpty { return .attributes }
        if node.ancestors.contains(where: { $0.kind == .ifConfig }) || node.descendants(.ifConfig).first != nil {
            return .conditionalCompilation
        }
        if let block = binding.accessorBlock, !node.tree.comments(inside: block.node).isEmpty { return .commentWouldBeLost }
        guard readsPlainly, binding.typeAnnotation != nil, binding.initializer == nil, let accessors = binding.accessorBlock?.accessors,
              accessors.count == 2, accessors[0].kind == .get, accessors[1].kind == .set,
              accessors[1].node.child(.parameterClause) == nil,
              let setter = accessors[1].body.map(Self.statement), setter == "self[\(key).self]=newValue"
        else { return .notPlainAccessors }
        return nil
    }

    /// The compact text (tokens joined) of a one-statement block, without its braces and `return`.
    private static func statement(_ block: Node) -> String {
        var text = Substring(block.compactText)
        if text.hasPrefix("{") && text.hasSuffix("}") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("returnself[") { text = text.dropFirst("return".count) }
        return String(text)
    }

    /// `Key` (or `Outer.Key`) from the first `self[Key.self]` the getter reads.
    private static func key(readAmong read: String) -> String? {
        guard let open = read.range(of: "self["), let close = read.range(of: ".self]", range: open.upperBound..<read.endIndex) else { return nil }
        let key = read[open.upperBound..<close.lowerBound]
        guard let first = key.first, first.isLetter || first == "_", key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(key)
    }
}

/// A type conforming to `EnvironmentKey`, checked for what `@Entry` can replace: a plain struct
/// or enum whose one member is a stored `static let defaultValue` (a `typealias Value` may join it).
struct EnvironmentKeyDecl {
    let declaration: TypeDeclSyntax

    var node: Node { declaration.node }

    /// The default value expression, its declared type (if any) and the constructions in it that
    /// the index must show to be constant (`ProjectValueTypes`), or why the key cannot go.
    func defaultValue() -> Result<(value: Node, type: TypeSyntax?, pending: [PendingConstruction]), EntryRefusal> {
        guard [.struct, .enum].contains(declaration.introducer), declaration.inheritanceClause?.types.count == 1,
              declaration.inheritanceClause?.types.contains(where: { ["EnvironmentKey", "SwiftUI.EnvironmentKey"].contains($0.name) }) == true,
              declaration.genericParameterClause == nil, declaration.whereClause == nil
        else { return .failure(.notPlainKey) }
        if !declaration.attributes.isEmpty { return .failure(.attributes) }
        if ["public", "open", "package"].contains(where: declaration.hasModifier) { return .failure(.publicKey) }
        if node.ancestors.contains(where: { $0.kind == .ifConfig }) || node.descendants(.ifConfig).first != nil {
            return .failure(.conditionalCompilation)
        }
        let tree = node.tree
        if let first = node.firstToken, let last = node.lastToken,
           !tree.comments(inside: node).isEmpty || tree.attachedCommentLinesStart(before: first) != nil
            || tree.trailingTrivia(last).contains(where: { $0.kind.isComment }) {
            return .failure(.commentWouldBeLost)
        }
        var value: (value: Node, type: TypeSyntax?)?
        for member in declaration.members {
            if member.kind == .typealiasDecl, typealiasName(member) == "Value" { continue }
            guard let variable = VariableDeclSyntax(member), variable.name == "defaultValue", variable.isStatic, value == nil else {
                return .failure(.otherMember(describe(member)))
            }
            guard let initial = variable.bindings[0].initializer, variable.bindings[0].accessorBlock == nil else {
                return .failure(.otherMember("a computed defaultValue"))
            }
            value = (initial, variable.bindings[0].typeAnnotation)
        }
        guard let value else { return .failure(.otherMember("no stored defaultValue")) }
        var pending: [PendingConstruction] = []
        guard EntryDefault.isConstant(value.value, declaredType: value.type, pending: &pending) else {
            return .failure(.defaultNotConstant(oneLineQuote(value.value.compactText, limit: 30)))
        }
        return .success((value.value, value.type, pending))
    }

    /// `static var other`, `func make`: a member named in a message.
    private func describe(_ member: Node) -> String {
        if let variable = VariableDeclSyntax(member) {
            return (variable.isStatic ? "static " : "") + (variable.isLet ? "let " : "var ") + (variable.name ?? "…")
        }
        if let function = FunctionDeclSyntax(member) { return function.introducer == .func ? "func " + function.name : function.name }
        return oneLineQuote(member.compactText, limit: 30)
    }
}

/// The declared name of a `typealias` declaration.
private func typealiasName(_ node: Node) -> String? {
    guard let keyword = node.keyToken, keyword + 1 < node.tokenRange.upperBound else { return nil }
    return node.tree.text(keyword + 1)
}
