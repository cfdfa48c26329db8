import SwiftCST

/// A `struct X: PreviewProvider` declaration, checked for what `#Preview` can replace: a plain
/// struct at file scope whose members are `static var previews: some View { ... }` and types
/// (a `struct Preview: View` holding the previewed state), which move out beside the `#Preview`s.
struct PreviewProviderDecl {
    let declaration: TypeDeclSyntax

    /// The declaration when it conforms to `PreviewProvider` (or `SwiftUI.PreviewProvider`).
    init?(_ node: Node) {
        guard let declaration = TypeDeclSyntax(node), !declaration.isExtension,
              declaration.inheritanceClause?.types.contains(where: { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.name) }) == true
        else { return nil }
        self.declaration = declaration
    }

    var name: String { declaration.name }

    /// What a convertible provider holds besides itself.
    struct Contents {
        /// The getter body of `previews`.
        var previewsBody: Node
        /// Types declared beside `previews`, which move out.
        var types: [TypeDeclSyntax]
        /// `@State static var` (or `@FocusState`, `@Namespace`) properties the previews bind to, which
        /// become `@Previewable` ones, and plain static properties they read, which become locals.
        var states: [PreviewState]
    }

    /// The getter body of `previews` and the members declared beside it, or why the provider
    /// cannot become `#Preview`s.
    func contents() -> Result<Contents, PreviewRefusal> {
        let node = declaration.node
        guard declaration.introducer == .struct, declaration.inheritanceClause?.types.count == 1,
              declaration.genericParameterClause == nil, declaration.whereClause == nil else { return .failure(.notPlainProvider) }
        guard declaration.attributes.isEmpty else { return .failure(.attributes) }
        guard node.ancestors.allSatisfy({ [.sourceFile, .ifConfig, .ifConfigClause].contains($0.kind) }) else { return .failure(.notAtFileScope) }
        guard var members = declaration.memberBlock?.children else { return .failure(.unusualPreviews) }
        if members.contains(where: { $0.kind == .ifConfig }) { return .failure(.conditionalCompilation) }
        let types = members.compactMap(TypeDeclSyntax.init).filter { !$0.isExtension && [.struct, .class, .enum].contains($0.introducer) }
        members.removeAll { member in types.contains { $0.node == member } }
        var states: [PreviewState] = []
        for other in members where VariableDeclSyntax(other)?.name != "previews" {
            guard let variable = VariableDeclSyntax(other), let state = PreviewState(variable) else {
                if let variable = VariableDeclSyntax(other), let wrapper = PreviewState.wrapper(of: variable) {
                    return .failure(.stateProperty("@" + wrapper.rawValue + " " + describe(other)))
                }
                return .failure(.otherMember(describe(other)))
            }
            states.append(state)
        }
        // Locals are read after their declaration only: a value that reads itself or a later
        // static (which a static may) cannot be one.
        for (position, state) in states.enumerated() {
            guard let value = state.declaration.bindings[0].initializer else { continue }
            if states[position...].contains(where: { $0.isUsed(by: value.tokenRange, in: node.tree) }) {
                return .failure(.otherMember(state.described + ", whose value reads itself or a later one"))
            }
        }
        members.removeAll { member in states.contains { $0.declaration.node == member } }
        guard members.count == 1, let previews = VariableDeclSyntax(members[0]), previews.isStatic, !previews.isLet,
              previews.attributes.allSatisfy({ $0.hasBaseName("ViewBuilder") || $0.hasBaseName("MainActor") }), previews.bindings.count == 1,
              previews.bindings[0].initializer == nil, let accessors = previews.bindings[0].accessorBlock
        else { return .failure(.unusualPreviews) }
        if accessors.node.descendants(.ifConfig).first != nil { return .failure(.conditionalCompilation) }
        guard accessors.isGetterBody else { return .failure(.unusualPreviews) }
        let tree = node.tree
        for index in states.indices where states[index].wrapper == nil && !states[index].declaration.isLet {
            states[index].isWritten = states[index].isWritten(by: accessors.node.tokenRange, in: tree)
        }
        // A local of `previews` named like one of them would be declared twice in a #Preview.
        for pattern in accessors.node.descendants(.pattern) {
            for token in pattern.tokenRange where tree.tokens[token].kind == .identifier {
                if let state = states.first(where: { tree.tokenIs(token, $0.name) }) {
                    return .failure(.otherMember(state.described + ", whose name a local of previews takes"))
                }
            }
        }
        return .success(Contents(previewsBody: accessors.node, types: types, states: states))
    }

    /// Whether the type declared in the provider can move to file scope (as `private`) and keep
    /// its meaning: no attribute (`private` goes first), no access modifier but `private`/`fileprivate`,
    /// and its name written nowhere else in the file (there it means another type, SwiftUI's `Label`
    /// or another provider's `Preview`, which the moved one would shadow). A mention of the provider,
    /// whose name goes, is a use by name, refused before.
    func canMoveOut(_ type: TypeDeclSyntax) -> Bool {
        let tree = type.node.tree
        let inside = declaration.node.tokenRange
        return type.attributes.isEmpty && type.modifiers.allSatisfy { !Self.accessModifiers.contains($0.name) || $0.isNamed("private") || $0.isNamed("fileprivate") }
            && !tree.tokens.indices.contains { !inside.contains($0) && tree.tokens[$0].kind == .identifier && tree.tokenIs($0, type.name) }
    }

    private static let accessModifiers: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// `static var platform`, `func makeModel`, `let model`: a member named in a message.
    private func describe(_ member: Node) -> String {
        if let variable = VariableDeclSyntax(member) {
            return (variable.isStatic ? "static " : "") + (variable.isLet ? "let " : "var ") + (variable.name ?? "…")
        }
        if let function = FunctionDeclSyntax(member) { return function.introducer == .func ? "func " + function.name : function.name }
        if let type = TypeDeclSyntax(member), let keyword = type.introducerToken { return member.tree.text(keyword) + " " + type.name }
        return oneLineQuote(member.text, limit: 30)
    }
}
