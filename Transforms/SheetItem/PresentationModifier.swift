import SwiftCST

/// A `.sheet`, `.fullScreenCover` or `.popover` call presented through `isPresented:`, with a
/// content closure: the calls this transform may turn into their `item:` forms.
struct PresentationModifier {
    /// The modifiers with an `item:` twin, and the argument labels each accepts besides
    /// `isPresented:` (anything else is a custom modifier of the same name: left alone).
    static let labels: [String: Set<String>] = [
        "sheet": ["onDismiss", "content"],
        "fullScreenCover": ["onDismiss", "content"],
        "popover": ["attachmentAnchor", "arrowEdge", "content"],
    ]

    let call: CallSyntax
    let name: String
    let presented: ArgumentSyntax
    let onDismiss: ArgumentSyntax?
    let content: ClosureSyntax

    init?(_ call: CallSyntax) {
        guard PresentationModifier.mayName(call), call.isMemberCall, let name = call.calledName, let accepted = PresentationModifier.labels[name],
              let presented = call.arguments.first, presented.label == "isPresented",
              call.arguments.dropFirst().allSatisfy({ $0.label.map(accepted.contains) ?? false }),
              call.additionalTrailingClosures.isEmpty else { return nil }
        let labeledContent = call.argument(labeled: "content")?.expression.flatMap(ClosureSyntax.init)
        guard let content = call.trailingClosure ?? labeledContent,
              (call.trailingClosure == nil) != (call.argument(labeled: "content") == nil) else { return nil }
        self.call = call
        self.name = name
        self.presented = presented
        onDismiss = call.argument(labeled: "onDismiss")
        self.content = content
    }

    /// False when the call's name plainly is none of `labels`' keys: its first byte is an ASCII
    /// character that starts none of them (an ASCII character starts its text's canonical
    /// decomposition). Most calls of a file are other modifiers, told apart without a string.
    private static func mayName(_ call: CallSyntax) -> Bool {
        guard let (token, afterPound) = call.calledNameToken else { return false }
        let tree = call.node.tree
        let start = Int(tree.tokens[token].start)
        guard !afterPound, start < Int(tree.tokens[token].end) else { return true }
        let first = tree.bytes[start]
        // The first letters of `labels`' keys.
        return first >= 0x80 || first == UInt8(ascii: "s") || first == UInt8(ascii: "f") || first == UInt8(ascii: "p")
    }

    /// Every such modifier in the file, in source order.
    static func all(in tree: SyntaxTree) -> [PresentationModifier] {
        tree.nodes(ofKind: .callSuffix).compactMap { CallSyntax($0).flatMap(PresentationModifier.init) }
    }

    /// Where diagnostics about the modifier point: the `.sheet`.
    var anchor: Int { call.calledElement?.range.lowerBound ?? call.node.range.lowerBound }

    /// `$flag` when `isPresented:` is a plain projected name.
    var flagName: String? {
        guard let expression = presented.expression, expression.firstToken == expression.lastToken else { return nil }
        return projection(expression)?.name
    }

    /// `sheet(item:)`, for messages.
    var itemForm: String { "\(name)(item:)" }

    /// `isPresented:`'s expression as written, for messages.
    var presentedText: String { presented.expression?.text ?? "" }
}

/// True for any modifier call presented by a binding (`isPresented:` or `item:`): sheets,
/// covers, popovers, alerts, dialogs, navigation destinations. Used to name the other
/// presentations sharing a flag or a selection.
func isPresentationCall(_ call: CallSyntax) -> Bool {
    call.isMemberCall && (call.argument(labeled: "isPresented") != nil || call.argument(labeled: "item") != nil)
}
