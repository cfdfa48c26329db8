import SwiftCST

/// The action closure of `.onChange(of: v) { new in … }` and how it becomes the two-value
/// form's (`{ _, new in … }`) or, for `{ _ in … }`, the zero-parameter form's (`{ … }`).
enum OnChangeAction {
    /// Why an action stays as it is.
    enum Refusal: Error {
        /// It reads `$0`: which value it means changes with two parameters.
        case anonymousParameter
        /// Its signature has more than a capture list and one parameter (`-> Void`, `async`) and would need rewriting.
        case signature
        /// It reads the observed value, which meant the value before the change (token of the read).
        case readsObservedValue(Int)
    }

    /// The edits for `closure`, the action of `.onChange(of: observed)`; nil for a closure that
    /// is not a one-parameter action (already two or zero parameters: not the deprecated form).
    static func edits(for closure: ClosureSyntax, observing observed: Node) -> Result<[TextEdit], Refusal>? {
        let tree = closure.node.tree
        guard let signature = closure.signature else {
            return closure.node.tokenRange.contains(where: { tree.tokens[$0].kind == .dollarIdentifier && tree.tokenIs($0, "$0") })
                ? .failure(.anonymousParameter) : nil
        }
        let clause = signature.child(.parameterClause)
        let parameters = (clause ?? signature).children(.parameter, as: ParameterSyntax.init)
        guard parameters.count == 1, let parameter = parameters.first, let first = parameter.node.firstToken,
              let last = parameter.node.lastToken else { return nil }
        let name = parameter.name ?? "_"
        if let capture = OldValueCapture(signature, observing: observed), clause == nil, parameter.type == nil, isPlain(signature) {
            return capture.edits(parameter: parameter.node, in: closure)
        }
        if let path = ObservedValuePath(observed), path.components[0] != name,
           let read = path.firstRead(in: closure.node.tokenRange, of: tree) {
            return .failure(.readsObservedValue(read))
        }
        if name == "_" {
            guard isPlain(signature) else { return .failure(.signature) }
            // `{ _ in` → `{`; `{ [weak self] (_: T) in` → `{ [weak self] in`.
            guard signature.child(.captureList) == nil, let inKeyword = signature.lastToken else {
                return .success([tree.removal(tokens: clause?.firstToken ?? first, through: clause?.lastToken ?? last)])
            }
            return .success([tree.removal(tokens: signature.firstToken ?? first, through: inKeyword)])
        }
        if let type = parameter.type {
            return .success([.insert("_: \(type.text), ", at: Int(tree.tokens[first].start))])
        }
        guard clause != nil || isPlain(signature) else { return .failure(.signature) }
        return .success([.insert("_, ", at: Int(tree.tokens[first].start))])
    }

    /// True for a signature of a capture list, parameters and `in`, nothing else.
    private static func isPlain(_ signature: Node) -> Bool {
        let tree = signature.tree
        return signature.children.allSatisfy { [.captureList, .parameterClause, .parameter].contains($0.kind) }
            && signature.directTokens.allSatisfy { tree.tokens[$0].keyword == .in || tree.tokens[$0].kind == .comma }
    }
}
