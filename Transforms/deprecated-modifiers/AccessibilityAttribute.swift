import SwiftCST

/// The labels of the deprecated `.accessibility(label:)` family, each renamed to a modifier of
/// its own that takes the same value unlabeled: `.accessibility(label: x)` →
/// `.accessibilityLabel(x)` (iOS 14, macOS 11, tvOS 14, watchOS 7). `selectionIdentifier:` has
/// no replacement and stays.
enum AccessibilityAttribute: String, CaseIterable {
    case label, hint, value, hidden, identifier, addTraits, removeTraits, sortPriority, inputLabels, activationPoint

    /// `accessibilityLabel`
    var replacement: String { "accessibility" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// True when the deprecated form takes only `Text` (`[Text]`) where the replacement also takes
    /// strings and localized keys: a value whose type comes from the call (`.init("Play")`,
    /// `[]`) would become another type, or ambiguous.
    private var takesTextOnly: Bool { [.label, .hint, .value, .inputLabels].contains(self) }

    /// `.accessibility(label: x)` → `.accessibilityLabel(x)`; nil for a call of another shape
    /// (`selectionIdentifier:`, several arguments).
    static func edits(for modifier: ModifierCall) -> Result<[TextEdit], RenamedModifier.Refusal>? {
        let arguments = modifier.arguments
        guard !modifier.hasTrailingClosure, arguments.count == 1, let label = arguments[0].label, let attribute = Self(rawValue: label),
              let labelToken = arguments[0].labelToken, let value = arguments[0].expression else { return nil }
        if attribute.takesTextOnly && typeComesFromCall(value) { return .failure(.contextualType) }
        // `label: ` goes, up to a comment before the value, which stays.
        let tree = modifier.tree
        let start = Int(tree.tokens[labelToken].start)
        let end = tree.comments(in: start..<value.range.lowerBound).first?.range.lowerBound ?? value.range.lowerBound
        return .success([modifier.renaming(to: attribute.replacement), TextEdit(range: start..<end, replacement: "")])
    }

    /// `.init(…)`, `.member`, `[]`, or an array or a condition holding one: a value typed by the
    /// parameter it is passed to.
    private static func typeComesFromCall(_ value: Node) -> Bool {
        let expression = value.unparenthesized
        switch expression.kind {
        case .implicitMemberExpr: return true
        case .postfixExpr: return expression.firstChild?.kind == .implicitMemberExpr
        case .arrayExpr, .sequenceExpr:
            let elements = expression.children
            return elements.isEmpty || elements.contains(where: typeComesFromCall)
        default: return false
        }
    }
}
