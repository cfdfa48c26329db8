import SwiftCST

/// A capture list that keeps the value from before the change: `{ [query] new in … }` under
/// `.onChange(of: query)`, or `{ [old = model.count] new in … }` under `.onChange(of: model.count)`.
/// The deprecated form's action was made with the view before the change, so the capture held
/// the old value; the two-value form passes it: `{ query, new in … }`, `{ old, new in … }`.
struct OldValueCapture {
    let captureList: Node
    /// The name the action reads the old value by.
    let name: String
    /// True for `[old = expression]`, where later reads of the observed expression are of the view.
    let isRenamed: Bool
    let observed: Node

    /// The capture list of `signature` when it is one capture of the observed value; nil otherwise.
    init?(_ signature: Node, observing observed: Node) {
        guard let list = signature.child(.captureList), list.children.count == 1, let capture = list.firstChild else { return nil }
        let written = Self.squeezed(capture.text)
        let value = Self.squeezed(observed.text)
        if written == value, let path = ObservedValuePath(observed), path.components.count == 1, !value.hasPrefix("self.") {
            name = value
            isRenamed = false
        } else if let equals = written.firstIndex(of: "="), written[written.index(after: equals)...] == value,
                  let path = ObservedValuePath(observed), !path.components.isEmpty {
            name = String(written[..<equals])
            isRenamed = true
        } else {
            return nil
        }
        guard let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        captureList = list
        self.observed = observed
    }

    /// `[old = v] new in` → `old, new in`; refused when the body also reads the observed value
    /// itself (after `[old = v]`), which would mean the new value in the two-value form.
    func edits(parameter: Node, in closure: ClosureSyntax) -> Result<[TextEdit], OnChangeAction.Refusal> {
        let tree = closure.node.tree
        if isRenamed, let path = ObservedValuePath(observed),
           let read = path.firstRead(in: captureList.tokenRange.upperBound..<closure.node.tokenRange.upperBound, of: tree) {
            return .failure(.readsObservedValue(read))
        }
        return .success([TextEdit(range: captureList.range.lowerBound..<parameter.range.lowerBound, replacement: name + ", ")])
    }

    /// The text without spaces, tabs and line breaks.
    private static func squeezed(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
