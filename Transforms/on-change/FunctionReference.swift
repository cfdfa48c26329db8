import SwiftCST

/// A function named by a path in `perform:`: `handle`, `self.handle`, `model.update(to:)`,
/// `player.play(_:)`; with at most one label in a final `(label:)`.
struct FunctionReference {
    /// The names before the function's: `["self", "model"]` for `self.model.update(to:)`.
    let receiver: [String]
    let name: String
    /// How `(label:)` or `(_:)` says to call it; nil when no labels are written.
    let writtenForm: PerformCallees.CallForm?

    /// The path `reference` spells; nil when it is not a path of names with at most one label
    /// in a final `(label:)`, or starts with `value`, the name the call passes.
    init?(_ reference: Node, excluding value: String) {
        let tree = reference.tree
        let elements = reference.kind == .postfixExpr ? reference.children : [reference]
        var names: [String] = []
        var written: PerformCallees.CallForm? = nil
        for (position, element) in elements.enumerated() {
            switch element.kind {
            case .identifierExpr where position == 0 && element.hasOneDirectToken:
                guard let token = element.firstToken, !tree.tokenIs(token, value) else { return nil }
                names.append(tree.text(token))
            case .memberSuffix where position > 0:
                guard let name = element.identifierName else { return nil }
                names.append(name)
            case .declNameArguments where position == elements.count - 1:
                let labels = element.directTokens.filter { tree.tokens[$0].kind == .identifier || tree.tokens[$0].kind == .keyword }
                let colons = element.directTokens.filter { tree.tokens[$0].kind == .colon }
                guard colons.count == 1, labels.count <= 1 else { return nil }
                written = .function(label: labels.first.map { tree.text($0) }.flatMap { $0 == "_" ? nil : $0 })
            default:
                return nil
            }
        }
        guard let last = names.popLast() else { return nil }
        receiver = names
        name = last
        writtenForm = written
    }

    /// The call passing `value` in `form`: `handle(value)`, `model.update(to: value)`.
    func call(_ form: PerformCallees.CallForm, with value: String) -> String {
        let path = (receiver + [name]).joined(separator: ".")
        switch form {
        case .closure, .function(label: nil): return "\(path)(\(value))"
        case .function(label: let label?): return "\(path)(\(label): \(value))"
        }
    }
}
