import MigrationKit
import SwiftCST

/// `.onChange(of: v, perform: action)` in the two-value form: a closure moves out as the
/// trailing closure (`.onChange(of: v) { _, new in … }`); a function named by a path
/// (`handle`, `model.update(_:)`) is called from one (`.onChange(of: v) { _, newValue in handle(newValue) }`),
/// with the argument label its declaration gives (`handle(isPressed: newValue)`).
enum PerformArgument {
    /// Why a `perform:` argument stays.
    enum Refusal: Error {
        /// Not a closure nor a function named by a path (a call's result, an operator...):
        /// calling it from a closure would evaluate it on every change instead of once.
        case notAFunctionName
        /// A comment between the arguments would be lost.
        case comments
        /// The function's argument label cannot be read: the project declares nothing of that
        /// name (`nil`), or declarations that disagree on it (those).
        case unknownLabel(name: String, declarations: [PerformCallees.Callee]?)
        case action(OnChangeAction.Refusal)
    }

    static func edits(for modifier: ModifierCall, observed: Node, perform: ArgumentSyntax, callees: PerformCallees,
                      types: TypeIndex) -> Result<[TextEdit], Refusal>? {
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
        let value = "newValue"
        guard let reference = FunctionReference(action, excluding: value) else { return .failure(.notAFunctionName) }
        let form: PerformCallees.CallForm
        if let written = reference.writtenForm {
            form = written
        } else {
            switch callees.lookUp(reference.name, receiver: reference.receiver, from: ownerTypeName(of: modifier.call.node), types: types) {
            case .form(let found): form = found
            case .unknown: return .failure(.unknownLabel(name: reference.name, declarations: nil))
            case .ambiguous(let declarations): return .failure(.unknownLabel(name: reference.name, declarations: declarations))
            }
        }
        return .success([TextEdit(range: tail, replacement: ") { _, \(value) in \(reference.call(form, with: value)) }")])
    }
}
