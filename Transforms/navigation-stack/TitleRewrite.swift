import MigrationKit
import SwiftCST

/// `.navigationBarTitle(Text("T"))` / `.navigationBarTitle("T")` → `.navigationTitle("T")`; with
/// `displayMode: M` also `.navigationBarTitleDisplayMode(M)` right after it. `Text("T")` is
/// unwrapped only when it is a plain literal `Text` with no other argument and no modifier.
///
/// The display mode is not added when the chain already sets the same one (an existing
/// `.navigationBarTitleDisplayMode(M)`, or an earlier title of the chain with `displayMode: M`).
/// When the chain sets another mode too, it is added all the same, where the title was, so the
/// modifiers keep their order (and SwiftUI picks the same one as before), with a warning.
enum TitleRewrite {
    /// What rewriting one title gives.
    struct Rewrite {
        var edits: [TextEdit]
        var warning: (offset: Int, message: String, notes: [DiagnosticNote])?
    }

    /// The calls among `titles` (calls named `navigationBarTitle`) this rule rewrites.
    static func calls(among titles: [CallSyntax]) -> [CallSyntax] {
        titles.filter { call in
            guard call.trailingClosure == nil, let first = call.arguments.first,
                  first.label == nil else { return false }
            let rest = call.arguments.dropFirst()
            return rest.isEmpty || (rest.count == 1 && rest.first?.label == "displayMode")
        }
    }

    static func rewrite(_ call: CallSyntax) -> Rewrite {
        let tree = call.node.tree
        guard let element = call.calledElement, let nameToken = element.kind == .memberSuffix ? element.keyToken : element.firstToken,
              let title = call.arguments.first?.expression, let rightParen = call.rightParen else { return Rewrite(edits: []) }
        var rewrite = Rewrite(edits: [TextEdit(range: tree.textRange(nameToken), replacement: "navigationTitle")])
        if let literal = plainTextLiteral(title), let first = title.firstToken, let last = title.lastToken,
           !tree.hasComments(between: first, and: last) {
            rewrite.edits.append(TextEdit(range: title.range, replacement: literal.text))
        }
        guard let mode = call.argument(labeled: "displayMode"), let modeExpression = mode.expression,
              let removal = tree.removal(ofElement: mode.node, in: call.arguments.map(\.node)) else { return rewrite }
        rewrite.edits.append(removal)
        let others = DisplayModeSetting.others(in: call)
        let key = DisplayModeSetting.key(of: modeExpression)
        if !others.isEmpty && others.allSatisfy({ $0.key == key }) { return rewrite }
        let modifier = ".navigationBarTitleDisplayMode(\(modeExpression.text))"
        if let conflicting = others.first(where: { $0.key != key }) {
            let shown = modeExpression.compactText
            rewrite.warning = (Int(tree.tokens[nameToken].start),
                               "`.navigationBarTitle(_:displayMode: \(shown))` became `.navigationTitle` and `.navigationBarTitleDisplayMode`, but the chain also sets `\(oneLineQuote(conflicting.text))`",
                               [.at(conflicting.offset, "the other display mode is set here; one applies, the order is kept")])
        }
        let followedOnLine = rightParen + 1 < tree.tokens.count && !tree.tokens[rightParen + 1].isAtStartOfLine
            && tree.tokens[rightParen + 1].kind != .endOfFile
        if element.kind == .memberSuffix, let dot = element.firstToken, tree.tokens[dot].isAtStartOfLine, !followedOnLine {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[dot].start))
            rewrite.edits.append(.insert(tree.newline + indent + modifier, at: Int(tree.tokens[rightParen].trailingEnd)))
        } else {
            rewrite.edits.append(.insert(modifier, at: Int(tree.tokens[rightParen].end)))
        }
        return rewrite
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

/// A display mode the chain of a title sets besides the title's own: an existing
/// `.navigationBarTitleDisplayMode(M)`, or an earlier `.navigationBarTitle(_, displayMode: M)`.
private struct DisplayModeSetting {
    /// The mode, spelled alike for alike modes (`.large` for `NavigationBarItem.TitleDisplayMode.large`).
    var key: String
    /// How the call is written, on one line, for messages.
    var text: String
    var offset: Int

    /// The settings among the calls beside `title`: in its chain, at its level (not inside an
    /// `#if` clause it is not in, nor in another chain).
    static func others(in title: CallSyntax) -> [DisplayModeSetting] {
        var settings: [DisplayModeSetting] = []
        var sibling = title.node.parent?.firstChild
        while let node = sibling {
            sibling = node.nextSibling
            guard node != title.node, let call = CallSyntax(node), let name = call.calledElement?.keyToken, call.isMemberCall else { continue }
            let offset = Int(node.tree.tokens[name].start)
            if call.calledNameIs("navigationBarTitleDisplayMode"), call.trailingClosure == nil, call.arguments.count == 1,
               call.arguments[0].label == nil, let mode = call.arguments[0].expression {
                settings.append(DisplayModeSetting(key: key(of: mode), text: ".navigationBarTitleDisplayMode(\(mode.compactText))",
                                                   offset: offset))
            } else if offset < title.node.range.lowerBound, call.calledNameIs("navigationBarTitle"),
                      !TitleRewrite.calls(among: [call]).isEmpty, let mode = call.argument(labeled: "displayMode")?.expression {
                settings.append(DisplayModeSetting(key: key(of: mode), text: ".navigationBarTitle(…, displayMode: \(mode.compactText))",
                                                   offset: offset))
            }
        }
        return settings
    }

    /// `.large` for `.large`, `TitleDisplayMode.large` and `NavigationBarItem.TitleDisplayMode.large`;
    /// any other expression as written without trivia.
    static func key(of mode: Node) -> String {
        let text = mode.compactText
        guard let lastDot = text.lastIndex(of: "."),
              text.allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber }) else { return text }
        return String(text[lastDot...])
    }
}
