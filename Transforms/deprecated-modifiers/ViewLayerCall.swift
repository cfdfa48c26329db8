import SwiftCST

/// `.overlay(v, alignment: a)` → `.overlay(alignment: a) { v }`, and the same for `.background`;
/// `v` is left in place, the alignment moved before it.
/// Only with `alignment:` written: without it, `.background(x)` may be the style overload
/// (`.background(Color.red)`, not deprecated), which the syntax cannot tell from a view.
enum ViewLayerCall {
    static func edits(for modifier: ModifierCall) -> Result<[TextEdit], RenamedModifier.Refusal>? {
        let arguments = modifier.arguments
        guard !modifier.hasTrailingClosure, arguments.count == 2, arguments[0].label == nil, arguments[1].label == "alignment",
              let view = arguments[0].expression, let alignment = arguments[1].expression,
              let viewLast = view.lastToken, let alignmentLabel = arguments[1].labelToken else { return nil }
        let tree = modifier.tree
        let between = Int(tree.tokens[viewLast].end)..<Int(tree.tokens[alignmentLabel].start)
        let after = alignment.range.upperBound..<Int(tree.tokens[modifier.rightParen].start)
        guard tree.comments(in: between).isEmpty, tree.comments(in: after).isEmpty,
              tree.comments(in: Int(tree.tokens[modifier.leftParen].end)..<view.range.lowerBound).isEmpty else {
            return .failure(.comments)
        }
        // The view stays where it is, so that the edits of calls inside it (a nested
        // `.overlay(v, alignment:)`) apply beside these.
        return .success([
            TextEdit(range: Int(tree.tokens[modifier.leftParen].end)..<view.range.lowerBound, replacement: "alignment: \(alignment.text)) { "),
            TextEdit(range: Int(tree.tokens[viewLast].end)..<Int(tree.tokens[modifier.rightParen].end), replacement: " }"),
        ])
    }
}
