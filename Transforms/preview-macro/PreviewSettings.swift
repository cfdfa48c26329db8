import SwiftCST

/// What the preview modifiers on one preview ask for, as `#Preview` arguments: a name
/// (`.previewDisplayName("Dark")`) and traits (`.previewLayout(.sizeThatFits)` →
/// `.sizeThatFitsLayout`, `.previewInterfaceOrientation(.landscapeLeft)` → `.landscapeLeft`).
struct PreviewSettings: Equatable {
    /// The name's string literal as written, or nil.
    var name: String?
    /// The layout trait (`.sizeThatFitsLayout`, `.fixedLayout(width: 300, height: 200)`).
    var layout: String?
    /// The orientation trait (`.landscapeLeft`).
    var orientation: String?

    /// The macro's argument clause: `("Dark", traits: .sizeThatFitsLayout)`, or "" for none.
    var argumentClause: String {
        let traits = [layout, orientation].compactMap { $0 }
        var arguments = name.map { [$0] } ?? []
        if !traits.isEmpty { arguments.append("traits: " + traits.joined(separator: ", ")) }
        return arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
    }

    /// These settings with `inner`'s (a child's) added; fails when both give one setting.
    func adding(_ inner: PreviewSettings) -> Result<PreviewSettings, PreviewRefusal> {
        if name != nil && inner.name != nil { return .failure(.conflictingModifiers("previewDisplayName")) }
        if layout != nil && inner.layout != nil { return .failure(.conflictingModifiers("previewLayout")) }
        if orientation != nil && inner.orientation != nil { return .failure(.conflictingModifiers("previewInterfaceOrientation")) }
        return .success(PreviewSettings(name: name ?? inner.name, layout: layout ?? inner.layout, orientation: orientation ?? inner.orientation))
    }

    /// Adds what the preview modifier `name` with its single `argument` asks for; fails when it
    /// has no exact `#Preview` form (a name that is not a plain string literal, a computed
    /// layout, `previewDevice`, `previewContext`, ...).
    mutating func read(modifier name: String, argument: Node) -> PreviewRefusal? {
        switch name {
        case "previewDisplayName":
            guard let value = Self.displayName(argument) else { return .unmappedModifier(name) }
            return Self.set(&self.name, to: value, modifier: name)
        case "previewLayout":
            guard let value = Self.layoutTrait(argument) else { return .unmappedModifier(name) }
            return Self.set(&layout, to: value, modifier: name)
        case "previewInterfaceOrientation":
            guard let value = Self.orientationTrait(argument) else { return .unmappedModifier(name) }
            return Self.set(&orientation, to: value, modifier: name)
        default:
            return .unmappedModifier(name)
        }
    }

    /// Sets one setting, which must not have been given already.
    private static func set(_ setting: inout String?, to value: String?, modifier: String) -> PreviewRefusal? {
        guard setting == nil else { return .conflictingModifiers(modifier) }
        setting = value
        return nil
    }

    /// `"Name"` for a plain string literal, `.some(nil)` for `nil`, nil otherwise.
    private static func displayName(_ argument: Node) -> String?? {
        if argument.kind == .literalExpr, argument.hasOneDirectToken, argument.tree.tokenIs(argument.tokenRange.lowerBound, "nil") {
            return .some(nil)
        }
        guard argument.kind == .stringLiteral, argument.child(.argument) == nil,
              argument.tree.tokenIs(argument.tokenRange.lowerBound, "\"") else { return nil }
        return .some(argument.text)
    }

    /// `.sizeThatFits` → `.sizeThatFitsLayout`, `.device` → `.defaultLayout`,
    /// `.fixed(width: 300, height: 200)` with number literals → `.fixedLayout(width: 300, height: 200)`.
    private static func layoutTrait(_ argument: Node) -> String? {
        switch memberName(argument, ofType: "PreviewLayout") {
        case "sizeThatFits": return ".sizeThatFitsLayout"
        case "device": return ".defaultLayout"
        default: break
        }
        switch argument.kind {
        case .postfixExpr:
            guard let chain = PostfixChainSyntax(argument), chain.primary?.kind == .implicitMemberExpr,
                  chain.primary?.identifierName == "fixed", chain.suffixes.count == 1,
                  let call = chain.suffixes.first.flatMap(CallSyntax.init), call.trailingClosure == nil else { return nil }
            let arguments = call.arguments
            guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                  let width = arguments[0].expression.flatMap(numberLiteral), let height = arguments[1].expression.flatMap(numberLiteral)
            else { return nil }
            return ".fixedLayout(width: \(width), height: \(height))"
        default:
            return nil
        }
    }

    /// `x` for `.x` or `Type.x` (with `type` as the type's name).
    private static func memberName(_ argument: Node, ofType type: String) -> String? {
        if argument.kind == .implicitMemberExpr { return argument.identifierName }
        guard let chain = PostfixChainSyntax(argument), chain.primary?.isIdentifier(type) == true, chain.suffixes.count == 1,
              chain.suffixes[0].kind == .memberSuffix else { return nil }
        return chain.suffixes[0].identifierName
    }

    /// The text of an integer or floating-point literal.
    private static func numberLiteral(_ node: Node) -> String? {
        guard node.kind == .literalExpr, node.hasOneDirectToken else { return nil }
        let kind = node.tree.tokens[node.tokenRange.lowerBound].kind
        return kind == .integerLiteral || kind == .floatLiteral ? node.text : nil
    }

    /// `.portrait`, `.portraitUpsideDown`, `.landscapeLeft`, `.landscapeRight`: traits of the same names.
    private static func orientationTrait(_ argument: Node) -> String? {
        guard let name = memberName(argument, ofType: "InterfaceOrientation"),
              ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].contains(name) else { return nil }
        return "." + name
    }
}
