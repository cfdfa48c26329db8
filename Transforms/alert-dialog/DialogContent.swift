import SwiftCST

/// The parts of one literal `Alert(...)` or `ActionSheet(...)`: its title, message and buttons.
struct DialogContent {
    /// The title's `Text(...)`.
    let title: Node
    /// The message's `Text(...)`, when there is one.
    let message: Node?
    /// The `Alert.Button` expressions, in order.
    let buttons: [Node]

    /// The parts of `content`, a literal `Alert(...)` (`LegacyPresentation.isLiteral`) or, with
    /// `isActionSheet`, `ActionSheet(...)`; or why they are not all written out.
    static func read(_ content: Node, isActionSheet: Bool) -> Result<DialogContent, AlertRefusal> {
        guard let chain = PostfixChainSyntax(content), let initializer = CallSyntax(chain.suffixes[0]) else { return .failure(.contentNotLiteral) }
        let arguments = initializer.arguments
        var title: Node?
        var message: Node?
        var buttons: [Node] = []
        for argument in arguments {
            guard let expression = argument.expression else { return .failure(.unusualArguments) }
            switch (argument.label, isActionSheet) {
            case ("title", _) where isText(expression):
                title = expression
            case ("message", _) where isText(expression):
                message = expression
            case ("message", _) where LegacyPresentation.isNil(expression):
                break
            case ("dismissButton", false) where LegacyPresentation.isNil(expression):
                break
            case ("dismissButton", false), ("primaryButton", false), ("secondaryButton", false):
                buttons.append(expression)
            case ("buttons", true) where expression.kind == .arrayExpr:
                buttons = expression.children
            default:
                return .failure(.unusualArguments)
            }
        }
        if isActionSheet && !arguments.contains(where: { $0.label == "buttons" }) {
            // The default list, `[.cancel()]`, is the dialog's standard dismiss action.
            buttons = []
        }
        guard let title else { return .failure(.unusualArguments) }
        return .success(DialogContent(title: title, message: message, buttons: buttons))
    }

    /// Every node the rewrite writes again: title, message, and each button's label and action.
    var keptParts: [Node] { [title] + (message.map { [$0] } ?? []) + buttonParts }

    /// Each button's label and action (the whole expression of a button that has no `Button` form).
    var buttonParts: [Node] {
        buttons.flatMap { expression -> [Node] in
            guard let button = DialogButton(expression) else { return [expression] }
            return [button.label, button.action].compactMap { $0 }
        }
    }

    /// `Text(...)`, possibly with modifiers (`Text("a").bold()`).
    private static func isText(_ node: Node) -> Bool {
        PostfixChainSyntax(node)?.primary?.isIdentifier("Text") == true
    }
}
