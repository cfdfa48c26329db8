import SwiftCST

/// `.navigationBarTitle(Text("T"))` / `.navigationBarTitle("T")` → `.navigationTitle("T")`; with
/// `displayMode: M` also `.navigationBarTitleDisplayMode(M)` right after it. `Text("T")` is
/// unwrapped only when it is a plain literal `Text` with no other argument and no modifier.
enum TitleRewrite {
    /// The calls among `titles` (calls named `navigationBarTitle`) this rule rewrites.
    static func calls(among titles: [CallSyntax]) -> [CallSyntax] {
        titles.filter { call in
            guard call.trailingClosure == nil, let first = call.arguments.first,
                  first.label == nil else { return false }
            let rest = call.arguments.dropFirst()
            return rest.isEmpty || (rest.count == 1 && rest.first?.label == "displayMode")
        }
    }

    static func edits(for call: CallSyntax) -> [TextEdit] {
        let tree = call.node.tree
        guard let element = call.calledElement, let nameToken = element.kind == .memberSuffix ? element.keyToken : element.firstToken,
              let title = call.arguments.first?.expression, let rightParen = call.rightParen else { return [] }
        var edits = [TextEdit(range: tree.textRange(nameToken), replacement: "navigationTitle")]
        if let literal = plainTextLiteral(title), let first = title.firstToken, let last = title.lastToken,
           !tree.hasComments(between: first, and: last) {
            edits.append(TextEdit(range: title.range, replacement: literal.text))
        }
        guard let mode = call.argument(labeled: "displayMode"), let modeExpression = mode.expression,
              let removal = tree.removal(ofElement: mode.node, in: call.arguments.map(\.node)) else { return edits }
        edits.append(removal)
        let modifier = ".navigationBarTitleDisplayMode(\(modeExpression.text))"
        let followedOnLine = rightParen + 1 < tree.tokens.count && !tree.tokens[rightParen + 1].isAtStartOfLine
            && tree.tokens[rightParen + 1].kind != .endOfFile
        if element.kind == .memberSuffix, let dot = element.firstToken, tree.tokens[dot].isAtStartOfLine, !followedOnLine {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[dot].start))
            edits.append(.insert(tree.newline + indent + modifier, at: Int(tree.tokens[rightParen].trailingEnd)))
        } else {
            edits.append(.insert(modifier, at: Int(tree.tokens[rightParen].end)))
        }
        return edits
    }

    /// The string literal of `Text("T")` written with nothing else: no label, no second
    /// argument, no trailing closure, no modifier.
    private static func plainTextLiteral(_ expression: Node) -> Node? {
        guard let chain = PostfixChainSyntax(expression), chain.primary?.isIdentifier("Text") == true, chain.suffixes.count == 1,
              let call = CallSyntax(chain.suffixes[0]), call.trailingClosure == nil, call.arguments.count == 1,
              call.arguments[0].label == nil, let literal = call.arguments[0].expression, literal.kind == .stringLiteral else { return nil }
        return literal
    }
}
