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
    /// The private property or function whose literal content was inlined, which the rewrite removes.
    let builder: AlertBuilder?

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
        let written: Node?
        switch arguments.count {
        case 1: written = call.additionalTrailingClosures.isEmpty ? call.trailingClosure?.node : nil
        case 2 where call.trailingClosure == nil: written = arguments[1].expression
        default: written = nil
        }
        guard let written else { return .failure(.contentNotLiteral) }
        guard let closure = ClosureSyntax(written) else {
            // `content: makeAlert`: a function reference.
            guard arguments[0].label == "isPresented" else { return .failure(.contentNotLiteral) }
            return inlined(AlertBuilder.reference(in: written, isReference: true), kind: kind, binding: binding, site: call.node)
        }
        guard closure.statements.count == 1 else { return .failure(.contentNotLiteral) }
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
        guard isLiteral(content, of: kind.contentType) else {
            guard item == nil else { return .failure(.contentNotLiteral) }
            return inlined(AlertBuilder.reference(in: content, isReference: false), kind: kind, binding: binding, site: call.node)
        }
        return parts(of: content, kind: kind, binding: binding, item: item, builder: nil)
    }

    /// True when `content` is one literal `Alert(...)` (or `.init(...)`) without a trailing closure.
    static func isLiteral(_ content: Node, of contentType: String) -> Bool {
        guard let chain = PostfixChainSyntax(content), let primary = chain.primary, builds(contentType, primary), chain.suffixes.count == 1,
              let initializer = CallSyntax(chain.suffixes[0]) else { return false }
        return initializer.trailingClosure == nil
    }

    /// The presentation with the content of the builder `reference` names, inlined.
    private static func inlined(_ reference: AlertBuilder.Reference?, kind: Kind, binding: Node, site: Node) -> Result<LegacyPresentation, AlertRefusal> {
        guard let reference else { return .failure(.contentNotLiteral) }
        switch AlertBuilder.find(reference, around: site, contentType: kind.contentType) {
        case .success(let builder):
            return parts(of: builder.content, kind: kind, binding: binding, item: nil, builder: builder)
        case .failure(let problem):
            return .failure(.builder(reference.name, problem))
        }
    }

    /// `Alert` or `.init` (the closure's return type names it) before the initializer's call.
    private static func builds(_ type: String, _ primary: Node) -> Bool {
        primary.isIdentifier(type) || primary.kind == .implicitMemberExpr && primary.identifierName == "init"
    }

    /// The title, message and buttons of `Alert(...)` or `ActionSheet(...)`.
    private static func parts(of content: Node, kind: Kind, binding: Node, item: ItemPresentation?, builder: AlertBuilder?) -> Result<LegacyPresentation, AlertRefusal> {
        guard let chain = PostfixChainSyntax(content), let initializer = CallSyntax(chain.suffixes[0]) else { return .failure(.contentNotLiteral) }
        let arguments = initializer.arguments
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
        return .success(LegacyPresentation(kind: kind, binding: binding, item: item, title: title, message: message, buttons: buttons, builder: builder))
    }

    /// `Text(...)`, possibly with modifiers (`Text("a").bold()`).
    private static func isText(_ node: Node) -> Bool {
        PostfixChainSyntax(node)?.primary?.isIdentifier("Text") == true
    }

    static func isNil(_ node: Node) -> Bool {
        node.kind == .literalExpr && node.hasOneDirectToken && node.tree.tokenIs(node.tokenRange.lowerBound, "nil")
    }
}
