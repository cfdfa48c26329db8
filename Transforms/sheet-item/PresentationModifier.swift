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
        guard call.isMemberCall, let name = call.calledName, let accepted = PresentationModifier.labels[name],
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

    /// Every such modifier in the file, in source order. Found from the `isPresented` labels
    /// (each one's first argument's) rather than by reading every call of the file.
    static func all(in tree: SyntaxTree) -> [PresentationModifier] {
        var modifiers: [PresentationModifier] = []
        for token in labelTokens(in: tree) {
            let argument = tree.innermostNode(containingToken: token)
            guard argument.kind == .argument, argument.keyToken == token, let call = argument.parent.flatMap(CallSyntax.init),
                  call.arguments.first?.node == argument, let modifier = PresentationModifier(call) else { continue }
            modifiers.append(modifier)
        }
        return modifiers
    }

    /// The identifier tokens spelling `isPresented`, in source order. Most identifiers start with
    /// another ASCII byte, which tells them apart without a call (see `tokenText(_:equals:)`).
    private static func labelTokens(in tree: SyntaxTree) -> [Int] {
        tree.tokens.indices.filter { index in
            guard tree.tokens[index].kind == .identifier, case let first = tree.bytes[Int(tree.tokens[index].start)],
                  first == UInt8(ascii: "i") || first >= 0x80 else { return false }
            return tree.tokenText(index, equals: "isPresented")
        }
    }

    /// Where diagnostics about the modifier point: the `.sheet`.
    var anchor: Int { call.calledElement?.range.lowerBound ?? call.node.range.lowerBound }

    /// `$flag` when `isPresented:` is a plain projected name.
    var flagName: String? {
        guard let expression = presented.expression, expression.firstToken == expression.lastToken else { return nil }
        return expression.projection?.name
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
