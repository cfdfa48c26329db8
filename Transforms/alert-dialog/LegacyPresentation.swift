import SwiftCST

/// A legacy presentation, read off its call: `.alert(isPresented: $b) { Alert(title:message:…) }`
/// or `.actionSheet(isPresented: $b) { ActionSheet(title:message:buttons:) }`, with the parts of
/// its `Alert` or `ActionSheet`.
struct LegacyPresentation {
    /// Which legacy modifier it is.
    enum Kind: String, CaseIterable {
        case alert
        case actionSheet

        /// The type its content builds.
        var contentType: String { self == .alert ? "Alert" : "ActionSheet" }
        /// What it becomes, for messages.
        var replacement: String { self == .alert ? ".alert(_:isPresented:actions:message:)" : ".confirmationDialog(_:isPresented:titleVisibility:actions:message:)" }
    }

    let kind: Kind
    /// The `isPresented:` or `item:` binding.
    let binding: Node
    /// The item of the `item:` form; nil for `isPresented:`.
    let item: ItemPresentation?
    /// The title's `Text(...)`.
    let title: Node
    /// The message's `Text(...)`, when there is one.
    let message: Node?
    /// The `Alert.Button` expressions, in order.
    let buttons: [Node]

    /// True when `call` has the labels of the legacy modifier: `(isPresented:)` or `(item:)`, with
    /// the content as a trailing closure or a `content:` argument (the new API's calls have others).
    static func isLegacy(_ call: CallSyntax) -> Bool {
        let labels = call.arguments.map { $0.label ?? "" }
        return [["isPresented"], ["item"], ["isPresented", "content"], ["item", "content"]].contains(labels)
    }

    /// Reads the call `call` of `.alert`/`.actionSheet` (`isLegacy`), or says why it cannot be converted.
    static func read(kind: Kind, call: CallSyntax) -> Result<LegacyPresentation, AlertRefusal> {
        let arguments = call.arguments
        guard let binding = arguments[0].expression else { return .failure(.contentNotLiteral) }
        let closure: ClosureSyntax?
        switch arguments.count {
        case 1: closure = call.additionalTrailingClosures.isEmpty ? call.trailingClosure : nil
        case 2 where call.trailingClosure == nil: closure = arguments[1].expression.flatMap(ClosureSyntax.init)
        default: closure = nil
        }
        guard let closure, closure.statements.count == 1 else { return .failure(.contentNotLiteral) }
        var item: ItemPresentation?
        if arguments[0].label == "item" {
            guard closure.signature != nil else { return .failure(.contentNotLiteral) }
            guard let presentation = ItemPresentation(binding: binding, closure: closure) else { return .failure(.itemForm) }
            item = presentation
        } else if closure.signature != nil {
            return .failure(.contentNotLiteral)
        }
        var content = closure.statements[0]
        if content.kind == .returnStmt, let value = content.firstChild { content = value }
        guard let chain = PostfixChainSyntax(content), let primary = chain.primary, builds(kind.contentType, primary), chain.suffixes.count == 1,
              let initializer = CallSyntax(chain.suffixes[0]), initializer.trailingClosure == nil else { return .failure(.contentNotLiteral) }
        return parts(of: initializer.arguments, kind: kind, binding: binding, item: item)
    }

    /// `Alert` or `.init` (the closure's return type names it) before the initializer's call.
    private static func builds(_ type: String, _ primary: Node) -> Bool {
        primary.isIdentifier(type) || primary.kind == .implicitMemberExpr && primary.identifierName == "init"
    }

    /// The title, message and buttons of `Alert(...)` or `ActionSheet(...)`.
    private static func parts(of arguments: [ArgumentSyntax], kind: Kind, binding: Node, item: ItemPresentation?) -> Result<LegacyPresentation, AlertRefusal> {
        var title: Node?
        var message: Node?
        var buttons: [Node] = []
        for argument in arguments {
            guard let expression = argument.expression else { return .failure(.unusualArguments) }
            switch (argument.label, kind) {
            case ("title", _) where isText(expression):
                title = expression
            case ("message", _) where isText(expression):
                message = expression
            case ("message", _) where isNil(expression):
                break
            case ("dismissButton", .alert) where isNil(expression):
                break
            case ("dismissButton", .alert), ("primaryButton", .alert), ("secondaryButton", .alert):
                buttons.append(expression)
            case ("buttons", .actionSheet) where expression.kind == .arrayExpr:
                buttons = expression.children
            default:
                return .failure(.unusualArguments)
            }
        }
        if kind == .actionSheet && !arguments.contains(where: { $0.label == "buttons" }) {
            // The default list, `[.cancel()]`, is the dialog's standard dismiss action.
            buttons = []
        }
        guard let title else { return .failure(.unusualArguments) }
        return .success(LegacyPresentation(kind: kind, binding: binding, item: item, title: title, message: message, buttons: buttons))
    }

    /// `Text(...)`, possibly with modifiers (`Text("a").bold()`).
    private static func isText(_ node: Node) -> Bool {
        PostfixChainSyntax(node)?.primary?.isIdentifier("Text") == true
    }

    static func isNil(_ node: Node) -> Bool {
        node.kind == .literalExpr && node.hasOneDirectToken && node.tree.tokenIs(node.tokenRange.lowerBound, "nil")
    }
}
