import SwiftCST

/// One `Alert.Button` (`.default(Text("OK"), action: save)`, `.cancel()`, `.destructive(…)`) read
/// as the `Button` of the new API that says the same.
struct DialogButton {
    /// The button's role.
    enum Role: String {
        case `default`, cancel, destructive
    }

    let role: Role
    /// The label's `Text(...)`; nil for the system-labelled `.cancel()`.
    let label: Node?
    /// The action: a closure or a function reference; nil for none.
    let action: Node?

    /// Reads a button expression; nil when it is not one of the three static functions called
    /// with a label and an action the new API takes as they are.
    init?(_ expression: Node) {
        guard let chain = PostfixChainSyntax(expression), let primary = chain.primary, primary.kind == .implicitMemberExpr,
              let role = primary.identifierName.flatMap(Role.init(rawValue:)), chain.suffixes.count == 1,
              let call = CallSyntax(chain.suffixes[0]), call.additionalTrailingClosures.isEmpty else { return nil }
        var label: Node?
        var action: Node?
        for argument in call.arguments {
            guard let value = argument.expression else { return nil }
            switch argument.label {
            case nil where label == nil && action == nil && PostfixChainSyntax(value)?.primary?.isIdentifier("Text") == true: label = value
            case nil where role == .cancel && label == nil && action == nil: action = value
            case "action" where action == nil: action = value
            default: return nil
            }
        }
        if let closure = call.trailingClosure {
            guard action == nil else { return nil }
            action = closure.node
        }
        if let value = action, LegacyPresentation.isNil(value) { action = nil }
        if let value = action, !Self.isPlainAction(value) { return nil }
        guard label != nil || role == .cancel else { return nil }
        self.role = role
        self.label = label
        self.action = action
    }

    /// True when the system's `.cancel()` has nothing to do: the confirmation dialog's standard
    /// dismiss action says the same.
    var isStandardDismiss: Bool {
        guard role == .cancel, label == nil else { return false }
        guard let action else { return true }
        return ClosureSyntax(action).map { $0.statements.isEmpty && $0.signature == nil } ?? false
    }

    /// A closure literal or a reference (`save`, `model.save`): an action `Button` takes as it is
    /// (an optional closure value would not be).
    private static func isPlainAction(_ node: Node) -> Bool {
        if node.kind == .closureExpr || node.kind == .identifierExpr { return true }
        guard let chain = PostfixChainSyntax(node), chain.primary?.kind == .identifierExpr else { return false }
        return chain.suffixes.allSatisfy { $0.kind == .memberSuffix }
    }
}
