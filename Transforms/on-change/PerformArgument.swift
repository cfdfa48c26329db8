import SwiftCST

/// `.onChange(of: v, perform: action)` in the two-value form: a closure moves out as the
/// trailing closure (`.onChange(of: v) { _, new in … }`); a function named by a path
/// (`handle`, `model.update(_:)`) is called from one (`.onChange(of: v) { _, newValue in handle(newValue) }`).
enum PerformArgument {
    /// Why a `perform:` argument stays.
    enum Refusal: Error {
        /// Not a closure nor a function named by a path (a call's result, an operator...):
        /// calling it from a closure would evaluate it on every change instead of once.
        case notAFunctionName
        /// A comment between the arguments would be lost.
        case comments
        case action(OnChangeAction.Refusal)
    }

    static func edits(for modifier: ModifierCall, observed: Node, perform: ArgumentSyntax) -> Result<[TextEdit], Refusal>? {
        let tree = modifier.tree
        guard let action = perform.expression, let observedEnd = observed.lastToken, let actionStart = action.firstToken,
              let actionEnd = action.lastToken else { return nil }
        // From the end of the observed value to the closing parenthesis.
        let tail = Int(tree.tokens[observedEnd].end)..<Int(tree.tokens[modifier.rightParen].end)
        if let closure = ClosureSyntax(action) {
            guard let result = OnChangeAction.edits(for: closure, observing: observed) else { return nil }
            switch result {
            case .failure(let refusal): return .failure(.action(refusal))
            case .success(let inside):
                let before = Int(tree.tokens[observedEnd].end)..<Int(tree.tokens[actionStart].start)
                let after = Int(tree.tokens[actionEnd].end)..<Int(tree.tokens[modifier.rightParen].end)
                guard tree.comments(in: before).isEmpty, tree.comments(in: after).isEmpty else { return .failure(.comments) }
                return .success([TextEdit(range: before, replacement: ") ")] + inside + [.delete(after)])
            }
        }
        guard tree.comments(in: tail).isEmpty else { return .failure(.comments) }
        guard let call = call(of: action, with: "newValue") else { return .failure(.notAFunctionName) }
        return .success([TextEdit(range: tail, replacement: ") { _, newValue in \(call) }")])
    }

    /// `f(value)` for the function `reference` names: `handle` → `handle(value)`,
    /// `model.update(to:)` → `model.update(to: value)`; nil when `reference` is not a path of names
    /// (with at most one label in a final `(label:)`) or starts with `value`'s name.
    static func call(of reference: Node, with value: String) -> String? {
        let tree = reference.tree
        let elements = reference.kind == .postfixExpr ? reference.children : [reference]
        var path = ""
        var label: String? = nil
        for (position, element) in elements.enumerated() {
            switch element.kind {
            case .identifierExpr where position == 0 && element.hasOneDirectToken:
                guard let token = element.firstToken, !tree.tokenIs(token, value) else { return nil }
                path = tree.text(token)
            case .memberSuffix where position > 0:
                guard let name = element.identifierName else { return nil }
                path += "." + name
            case .declNameArguments where position == elements.count - 1:
                let labels = element.directTokens.filter { tree.tokens[$0].kind == .identifier || tree.tokens[$0].kind == .keyword }
                let colons = element.directTokens.filter { tree.tokens[$0].kind == .colon }
                guard colons.count == 1, labels.count <= 1 else { return nil }
                label = labels.first.map { tree.text($0) }.flatMap { $0 == "_" ? nil : $0 }
            default:
                return nil
            }
        }
        return path + "(" + (label.map { "\($0): " } ?? "") + value + ")"
    }
}
