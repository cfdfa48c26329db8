import SwiftCST

/// Whether the body of a function or computed property is a result builder's, where a
/// declaration statement may precede the content: the declaration has a `@…Builder` attribute,
/// or it witnesses a SwiftUI requirement that has one (`View.body`, `ViewModifier.body(content:)`,
/// ...) in the type or extension that declares the conformance (the only place Swift infers the
/// builder from the requirement). Told by what the declaration is, not by its name alone:
/// `func body(for:) -> some View` is an ordinary function.
enum ResultBuilderBody {
    /// `declaration` is the `variableDecl` or `functionDecl` whose body it is.
    static func isBuilder(_ declaration: Node) -> Bool {
        if declaration.children(.attribute).compactMap(AttributeSyntax.init).contains(where: { $0.baseName.hasSuffix("Builder") }) {
            return true
        }
        let requirement: Requirement
        if let variable = VariableDeclSyntax(declaration), variable.name == "body", !variable.isStatic {
            requirement = .body
        } else if let function = FunctionDeclSyntax(declaration), function.introducer == .func, function.name == "body", !function.isStatic,
                  function.parameters.map(\.firstName) == ["content"] {
            requirement = .bodyOfContent
        } else {
            return false
        }
        return declaration.memberContext?.inheritanceClause?.types.contains { requirement.protocols.contains($0.baseName) } == true
    }

    /// The builder requirements a member can witness.
    private enum Requirement {
        /// `var body`: View's (`@ViewBuilder`), App's and Scene's (`@SceneBuilder`), Commands'
        /// (`@CommandsBuilder`), ToolbarContent's (`@ToolbarContentBuilder`).
        case body
        /// `func body(content:)`: ViewModifier's (`@ViewBuilder`).
        case bodyOfContent

        var protocols: Set<String> {
            switch self {
            case .body: return ["View", "App", "Scene", "Commands", "ToolbarContent"]
            case .bodyOfContent: return ["ViewModifier"]
            }
        }
    }
}
