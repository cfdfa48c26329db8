import SwiftCST

/// A `struct X: PreviewProvider` declaration, checked for what `#Preview` can replace: a plain
/// struct at file scope whose one member is `static var previews: some View { ... }`.
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

    /// The getter body of `previews`, or why the provider cannot become `#Preview`s.
    func previewsBody() -> Result<Node, PreviewRefusal> {
        let node = declaration.node
        guard declaration.introducer == .struct, declaration.inheritanceClause?.types.count == 1,
              declaration.genericParameterClause == nil, declaration.whereClause == nil else { return .failure(.notPlainProvider) }
        guard declaration.attributes.isEmpty else { return .failure(.attributes) }
        guard node.ancestors.allSatisfy({ [.sourceFile, .ifConfig, .ifConfigClause].contains($0.kind) }) else { return .failure(.notAtFileScope) }
        guard let members = declaration.memberBlock?.children else { return .failure(.unusualPreviews) }
        if members.contains(where: { $0.kind == .ifConfig }) { return .failure(.conditionalCompilation) }
        if let other = members.first(where: { VariableDeclSyntax($0)?.name != "previews" }) {
            if let state = VariableDeclSyntax(other), state.attribute(named: "State") != nil { return .failure(.stateProperty(describe(other))) }
            return .failure(.otherMember(describe(other)))
        }
        guard members.count == 1, let previews = VariableDeclSyntax(members[0]), previews.isStatic, !previews.isLet,
              previews.attributes.allSatisfy({ $0.hasBaseName("ViewBuilder") || $0.hasBaseName("MainActor") }), previews.bindings.count == 1,
              previews.bindings[0].initializer == nil, let accessors = previews.bindings[0].accessorBlock
        else { return .failure(.unusualPreviews) }
        if accessors.node.descendants(.ifConfig).first != nil { return .failure(.conditionalCompilation) }
        guard accessors.isGetterBody else { return .failure(.unusualPreviews) }
        return .success(accessors.node)
    }

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
